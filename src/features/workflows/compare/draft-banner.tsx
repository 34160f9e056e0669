import Alert from '@mui/material/Alert';
import type { DraftState } from './changes';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The truth about the draft, whatever `has_draft` says. */
export function draftSummary(state: DraftState): {
  severity: 'info' | 'warning' | 'success';
  text: string;
} {
  switch (state.kind) {
    case 'no-draft':
      return { severity: 'success', text: 'No draft: what you see is the published version.' };
    case 'equal':
      return {
        severity: 'info',
        text: 'has_draft is set, but the draft equals the published version: discarding it loses nothing.',
      };
    case 'changes':
      return {
        severity: 'warning',
        text: `The draft has ${plural(state.effective, 'effective change')}${state.layoutOnly > 0 ? ` (+ ${plural(state.layoutOnly, 'layout-only change')}: moves or size)` : ''}.`,
      };
    case 'unflagged-changes':
      return {
        severity: 'warning',
        text: `has_draft is false, but the draft differs from the published version: ${plural(state.effective, 'effective change')}, ${plural(state.layoutOnly, 'layout-only change')}.`,
      };
  }
}

export function DraftBanner({ state }: { state: DraftState }) {
  const { severity, text } = draftSummary(state);
  return (
    <Alert severity={severity} role="status" sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}
