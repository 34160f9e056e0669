/** The Form pair's read-only preview: the published and draft forms as an end user would see them. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormPreview } from '@/features/dynamic-form';
import type { PairOf } from '../pairs';

export function FormPairPreview({ pair }: { pair: PairOf<'form'> }) {
  const [open, setOpen] = useState(false);
  const sides = pair.changed
    ? [
        { label: 'Published form', fields: pair.published, idPrefix: 'at-form-published' },
        { label: 'Draft form', fields: pair.draft, idPrefix: 'at-form-draft' },
      ]
    : [{ label: 'The form', fields: pair.published, idPrefix: 'at-form' }];
  return (
    <Box sx={{ mt: 1 }}>
      <Button size="small" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        {open ? 'Hide the form preview' : 'Preview the form'}
      </Button>
      {open ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1 }}>
          {sides.map((side) => (
            <Box
              key={side.idPrefix}
              component="section"
              aria-label={side.label}
              sx={{
                flex: 1,
                minWidth: 0,
                p: 2,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
                {side.label}
              </Typography>
              <FormPreview fields={side.fields} idPrefix={side.idPrefix} />
            </Box>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
