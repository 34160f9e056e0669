import Alert from '@mui/material/Alert';
import type { DraftState } from './changes';
import { draftSummary } from './draft-summary';

export function DraftBanner({ state }: { state: DraftState }) {
  const { severity, text } = draftSummary(state);
  return (
    <Alert severity={severity} role="status" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
