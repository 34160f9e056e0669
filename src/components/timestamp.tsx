import { formatUtc } from '@/utils/format-utc';
import Typography from '@mui/material/Typography';

interface TimestampProps {
  /** `X_at_string`: what the service says, in the account's zone. */
  text: string | null | undefined;
  /** `X_at_utc`: shown exactly on hover. */
  utc: string | null | undefined;
  /** Shown when the event has not happened. */
  never?: string;
}

/**
 * A timestamp as the service words it, with the exact UTC time on hover (the native tooltip, which keeps
 * MUI's popper out of every list's first load) and in the machine-readable `dateTime`.
 */
export function Timestamp({ text: textIn, utc: utcIn, never = 'Never' }: TimestampProps) {
  // A malformed answer may put anything here: only strings are shown.
  const text = typeof textIn === 'string' ? textIn : null;
  const utc = typeof utcIn === 'string' ? utcIn : null;
  if (!text && !utc) {
    return (
      <Typography variant="inherit" component="span" color="text.secondary">
        {never}
      </Typography>
    );
  }
  const label = text ?? formatUtc(utc ?? '');
  if (!utc) return <span>{label}</span>;
  return (
    <time dateTime={utc} title={formatUtc(utc)} style={{ whiteSpace: 'nowrap' }}>
      {label}
    </time>
  );
}
