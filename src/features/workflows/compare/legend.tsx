import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FLAG_INFO } from './canvas/flag-info';

const { added, removed, renamed, retyped, moved } = FLAG_INFO;
const icon = { fontSize: 14 } as const;

function Swatch({ border, children }: { border: string; children?: ReactNode }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 36,
        height: 18,
        borderRadius: 1,
        border,
        fontSize: 11,
      }}
    >
      {children}
    </Box>
  );
}

function Line({ style, color }: { style: 'solid' | 'dashed' | 'dotted'; color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'inline-block', width: 28, borderTop: `3px ${style}`, borderColor: color }}
    />
  );
}

/** What the marks on the canvas mean; every mark also carries an icon and a word on the node. */
export function Legend() {
  const items: { mark: ReactNode; text: string; color: string }[] = [
    {
      mark: (
        <Swatch border="2px solid">
          <added.Icon sx={icon} />
        </Swatch>
      ),
      text: 'Added node',
      color: 'success.main',
    },
    {
      mark: (
        <Swatch border="2px dashed">
          <removed.Icon sx={icon} />
        </Swatch>
      ),
      text: 'Removed node (in the overlay: dashed, where it was)',
      color: 'error.main',
    },
    {
      mark: (
        <Swatch border="2px solid">
          <renamed.Icon sx={icon} />
          <retyped.Icon sx={icon} />
        </Swatch>
      ),
      text: 'Renamed, or its type or action type changed',
      color: 'warning.main',
    },
    {
      mark: (
        <Swatch border="1px dashed">
          <moved.Icon sx={icon} />
        </Swatch>
      ),
      text: 'Moved: in the overlay a dashed box shows where it was',
      color: 'text.secondary',
    },
    {
      mark: (
        <Swatch border="1px solid">
          <LocationOffOutlined sx={icon} />
        </Swatch>
      ),
      text: 'No position in the layout: placed by the canvas',
      color: 'text.secondary',
    },
    {
      mark: <Line style="solid" color="success.main" />,
      text: 'Connection added',
      color: 'success.main',
    },
    {
      mark: <Line style="dashed" color="error.main" />,
      text: 'Connection removed',
      color: 'error.main',
    },
    {
      mark: <Line style="dotted" color="text.secondary" />,
      text: 'Move, from the marker to the node',
      color: 'text.secondary',
    },
  ];
  return (
    <Box component="section" aria-labelledby="legend-title" sx={{ mt: 2 }}>
      <Typography id="legend-title" variant="subtitle2" component="h2">
        Legend
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}>
        {items.map((item) => (
          <Stack
            component="li"
            key={item.text}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', fontSize: 13, color: item.color }}
          >
            {item.mark}
            <Typography variant="body2" component="span" color="text.primary">
              {item.text}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
