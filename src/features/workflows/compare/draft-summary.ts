import type { DraftState } from './changes';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function counted(effective: number, layoutOnly: number): string {
  if (effective === 0)
    return `only layout changes: ${plural(layoutOnly, 'move')} or size change${layoutOnly === 1 ? '' : 's'}, nothing that changes what the workflow does`;
  return `${plural(effective, 'change')}${layoutOnly > 0 ? `, and ${plural(layoutOnly, 'layout-only change')} (moved nodes or the layout’s size)` : ''}`;
}

/**
 * The truth about the pair in plain words (never the API's field names), whatever the draft flag
 * says. `names` name the two sides when they are not this workflow's published version and draft.
 */
export function draftSummary(
  state: DraftState,
  names: { base: string; head: string } = { base: 'the published version', head: 'the draft' },
): { severity: 'info' | 'warning' | 'success'; text: string } {
  switch (state.kind) {
    case 'no-draft':
      return {
        severity: 'success',
        text: 'This workflow has no draft: what you see is the published version.',
      };
    case 'equal':
      return {
        severity: 'info',
        text: 'This workflow is marked as having a draft, but the draft is the same as what is published: discarding it loses nothing.',
      };
    case 'changes':
      return {
        severity: 'warning',
        text: `The draft has ${counted(state.effective, state.layoutOnly)}.`,
      };
    case 'unflagged-changes':
      return {
        severity: 'warning',
        text: `This workflow is marked as having no draft, but its draft differs from what is published: ${counted(state.effective, state.layoutOnly)}.`,
      };
    case 'sides-differ':
      return {
        severity: 'warning',
        text: `${capital(names.head)} differs from ${names.base}: ${counted(state.effective, state.layoutOnly)}.`,
      };
    case 'sides-equal':
      return {
        severity: 'info',
        text: `${capital(names.base)} and ${names.head} are the same.`,
      };
  }
}
