import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { OutlinedField } from '@/components/form/outlined-field';
import { describeJsonError, formatJsonText, parseJsonText } from '@/lib/json-parse';
import { useFormStrings } from '../strings';
import { helperOf, type FieldInputProps } from './types';

/** A monospaced JSON editor: the error names its line and column; Format pretty-prints. */
export function JsonFieldInput(props: FieldInputProps) {
  const { slot, id, label, value, onChange, onBlur, inputRef, error, readOnly } = props;
  const text = typeof value === 'string' ? value : '';
  const [formatProblem, setFormatProblem] = useState<string | null>(null);
  const strings = useFormStrings().fields;
  return (
    <Stack spacing={0.5}>
      <OutlinedField
        id={id}
        label={label}
        value={text}
        onChange={(event) => {
          setFormatProblem(null);
          onChange(event.target.value);
        }}
        onBlur={onBlur}
        inputRef={inputRef}
        required={slot.field.required}
        error={error !== undefined}
        helperText={helperOf(props)}
        multiline
        minRows={4}
        maxRows={20}
        htmlInput={{ readOnly, spellCheck: false, 'data-field-name': slot.field.name }}
        inputSx={{ fontFamily: 'monospace', fontSize: '0.85rem' }}
      />
      {readOnly ? null : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            startIcon={<FormatAlignLeft />}
            disabled={text.trim() === ''}
            onClick={() => {
              const formatted = formatJsonText(text);
              if (formatted === null) {
                const parsed = parseJsonText(text);
                setFormatProblem(
                  parsed.ok ? null : strings.cannotFormat(describeJsonError(parsed, strings)),
                );
              } else onChange(formatted);
            }}
          >
            {strings.formatJson}
          </Button>
          {formatProblem ? (
            <Typography variant="caption" color="error" role="status">
              {formatProblem}
            </Typography>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
}
