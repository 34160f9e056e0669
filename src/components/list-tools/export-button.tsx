/**
 * "Export CSV" for a list: while every page is read, the rows found so far, a progress bar and
 * Cancel; then what was written (or why not), with the cap said plainly when the list was longer.
 */
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { ErrorState } from '../error-state';
import { ProgressBar } from '../progress-bar';
import { formatCount } from '@/utils/format-count';
import type { CsvExport } from './use-csv-export';

const ExportOutcomeAlert = lazy(() => import('./export-outcome'));

export function ExportButton({ state }: { state: CsvExport }) {
  if (state.exporting)
    return (
      <Button size="small" onClick={state.cancel}>
        Cancel export
      </Button>
    );
  return (
    <Button size="small" startIcon={<DownloadOutlined />} onClick={state.start}>
      Export CSV
    </Button>
  );
}

/** The export's progress and outcome, below the list's toolbar. */
export function ExportStatus({ state, noun }: { state: CsvExport; noun: string }) {
  const { outcome, cap } = state;
  if (state.exporting)
    return (
      <div>
        <ProgressBar label={`Exporting ${noun}`} />
        <Typography variant="body2" role="status" sx={{ px: 2, py: 1 }}>
          Exporting: {formatCount(state.found)} {noun} found in {formatCount(state.pages)}{' '}
          {state.pages === 1 ? 'page' : 'pages'} read so far…
        </Typography>
      </div>
    );
  if (outcome === null) return null;
  if (outcome.kind === 'failed')
    return (
      <ErrorState
        error={outcome.error}
        what={`Exporting the ${noun}`}
        onRetry={state.start}
        hint="Nothing was written."
      />
    );
  return (
    <Suspense fallback={null}>
      <ExportOutcomeAlert outcome={outcome} cap={cap} noun={noun} onClose={state.dismiss} />
    </Suspense>
  );
}
