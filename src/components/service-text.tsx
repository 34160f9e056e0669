/**
 * Words a service wrote, shown as a quotation apart from the console's own ("The service said:"), so a
 * hostile service cannot speak in the console's voice, and bounded: the first SERVICE_TEXT_PREVIEW
 * characters, the rest on request.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { capText, SERVICE_TEXT_PREVIEW } from '@/utils/cap-text';

interface ServiceTextProps {
  text: string;
  label?: string;
}

export function ServiceText({ text, label = 'The service said:' }: ServiceTextProps) {
  const [whole, setWhole] = useState(false);
  const id = useId();
  const capped = capText(text, SERVICE_TEXT_PREVIEW);
  const long = whole && capped.truncated;
  return (
    <Box component="figure" sx={{ m: 0, mt: 0.5 }}>
      <Typography component="figcaption" variant="caption" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box
        component="blockquote"
        id={id}
        // A scrolled region must be reachable by keyboard.
        tabIndex={long ? 0 : undefined}
        sx={{
          m: 0,
          mt: 0.25,
          pl: 1.5,
          borderLeft: '3px solid',
          borderColor: 'currentColor',
          fontSize: '0.875rem',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          ...(long ? { maxHeight: 320, overflow: 'auto' } : {}),
        }}
      >
        {capped.truncated && !whole ? `${capped.text}…` : text}
      </Box>
      {capped.truncated ? (
        <Button
          size="small"
          color="inherit"
          aria-expanded={whole}
          aria-controls={id}
          onClick={() => setWhole((shown) => !shown)}
          sx={{ mt: 0.5 }}
        >
          {whole ? 'Show less' : `Show all (${capped.length.toLocaleString('en-US')} characters)`}
        </Button>
      ) : null}
    </Box>
  );
}
