import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface JsonViewProps {
  value: unknown;
  /** Shown instead of `null`/`undefined`. */
  empty?: string;
  maxHeight?: number;
  label?: string;
}

/** Stringifies anything without throwing (cycles, BigInt, huge values). */
export function toJsonText(value: unknown, indent = 2): string {
  const seen = new WeakSet<object>();
  try {
    // JSON.stringify gives undefined for undefined and functions, whatever its type says.
    const text = JSON.stringify(
      value,
      (_key, item: unknown) => {
        if (typeof item === 'bigint') return item.toString();
        if (typeof item === 'object' && item !== null) {
          if (seen.has(item)) return '[circular]';
          seen.add(item);
        }
        return item;
      },
      indent,
    ) as string | undefined;
    return text ?? String(value);
  } catch {
    return String(value);
  }
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
