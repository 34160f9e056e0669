import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Definition {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a <dl>, two columns on wide screens. */
export function DefinitionList({ items }: { items: Definition[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 2,
        rowGap: 1,
        '& dt': { color: 'text.secondary', fontSize: '0.875rem' },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere', fontSize: '0.875rem' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
