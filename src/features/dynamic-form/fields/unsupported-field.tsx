import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { toJsonText } from '@/utils/json-text';
import { useFormStrings } from '../strings';
import type { FieldInputProps } from './types';

/** A type the console cannot edit: said plainly; its saved value is kept and sent back unchanged. */
export function UnsupportedField({ slot, id, label }: FieldInputProps) {
  const strings = useFormStrings().fields;
  return (
    <Alert severity="warning" id={id} tabIndex={-1}>
      <strong>{label}</strong>: {strings.unsupported(slot.field.type)}
      <Box
        component="pre"
        sx={{ m: 0, mt: 0.5, fontSize: '0.8rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {slot.saved === undefined ? strings.noSavedValue : toJsonText(slot.saved, 2)}
      </Box>
    </Alert>
  );
}
