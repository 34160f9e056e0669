/**
 * What a whole-list read (src/hooks/use-all-pages.ts) is doing, above the rows it found: how many
 * match among how many read ("12 match so far, of at least 200 workflows read"), the exact count once
 * the last page is in ("12 of 312 workflows match"), a progress bar and Cancel while it reads, "Read
 * on" after a cancel, the failure with a retry. Said politely to screen readers.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AllPages } from '@/hooks/use-all-pages';
import { readAllText, type Noun } from './read-all-text';
import { ErrorState } from './error-state';
import { ProgressBar } from './progress-bar';

interface ReadAllStatusProps {
  read: AllPages<unknown>;
  /** How many of the rows read match; null when the read only counts. */
  matches: number | null;
  noun: Noun;
  /** "Searching workflows": names a failure. */
  what: string;
}

export function ReadAllStatus({ read, matches, noun, what }: ReadAllStatusProps) {
  const busy = read.status === 'reading' || read.status === 'waiting';
  return (
    <div>
      <ProgressBar label={what} visible={busy} />
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ px: 2, py: 1, alignItems: 'center', flexWrap: 'wrap', minHeight: 44 }}
      >
        <Typography variant="body2" color="text.secondary" role="status" sx={{ flex: '1 1 16rem' }}>
          {readAllText({ ...read, read: read.rows.length }, matches, noun)}
        </Typography>
        {busy ? (
          <Button size="small" onClick={read.cancel}>
            Cancel
          </Button>
        ) : read.status === 'cancelled' ? (
          <Button size="small" onClick={read.resume}>
            Read on
          </Button>
        ) : null}
      </Stack>
      {read.status === 'failed' ? (
        <ErrorState
          error={read.error}
          what={what}
          onRetry={read.resume}
          hint="What was found so far stays below."
        />
      ) : null}
    </div>
  );
}
