/** What an export wrote, or that it was cancelled (loaded once an export ends). */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { formatCount } from '@/utils/format-count';
import type { ExportOutcome } from './use-csv-export';

export default function ExportOutcomeAlert({
  outcome,
  cap,
  noun,
  onClose,
}: {
  outcome: Exclude<ExportOutcome, { kind: 'failed' }>;
  cap: number;
  noun: string;
  onClose: () => void;
}) {
  return (
    <Stack sx={{ px: 2, py: 1 }}>
      <Alert
        severity={outcome.kind === 'done' && outcome.capped ? 'warning' : 'info'}
        role="status"
        onClose={onClose}
      >
        {outcome.kind === 'cancelled'
          ? 'Export cancelled: nothing was written.'
          : outcome.capped
            ? `Exported the first ${formatCount(cap)} ${noun}: an export holds at most ${formatCount(cap)} rows. Narrow the filters for the rest.`
            : `Exported ${formatCount(outcome.rows)} ${noun}, with the columns shown.`}
      </Alert>
    </Stack>
  );
}
