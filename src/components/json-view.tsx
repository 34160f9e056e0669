import { toJsonText } from '@/utils/json-text';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface JsonViewProps {
  value: unknown;
  /** Shown instead of `null`/`undefined`. */
  empty?: string;
  maxHeight?: number;
  label?: string;
}

/** Readable JSON: pretty printed, monospaced, scrolled when long. Text only (never HTML). */
export function JsonView({ value, empty = 'None', maxHeight = 320, label }: JsonViewProps) {
  if (value === null || value === undefined) {
    return (
      <Typography variant="body2" color="text.secondary" component="p">
        {empty}
      </Typography>
    );
  }
  return (
    <Box
      component="pre"
      tabIndex={0}
      aria-label={label}
      sx={{
        m: 0,
        p: 1.5,
        maxHeight,
        overflow: 'auto',
        fontSize: '0.8rem',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        bgcolor: 'action.hover',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {toJsonText(value)}
    </Box>
  );
}
