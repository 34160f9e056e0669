/**
 * The kind of change an event records, from its type's last word (`workflow.draft_discarded` →
 * removed), for its chip's colour and an icon-free word beside it: created, changed, removed,
 * stopped, failed, finished, started, or other. Pure, with the word lists in one place.
 */
import type { BadgeTone } from '@/components/badge';

export type ChangeKind =
  'created' | 'changed' | 'removed' | 'stopped' | 'failed' | 'finished' | 'started' | 'other';

const KINDS: readonly [ChangeKind, RegExp][] = [
  ['failed', /(fail|error)/],
  ['stopped', /(stop|cancel|halt|pause)/],
  ['removed', /(delet|remov|discard|uninstall|revok|archiv)/],
  ['created', /(creat|install|add|new|clone|regist)/],
  ['changed', /(updat|chang|edit|upgrad|rename|save|set|publish|enabl|disabl|toggl|switch)/],
  ['finished', /(complet|finish|succe|done)/],
  ['started', /(start|run|trigger|begin|queue)/],
];

export function changeKind(type: string): ChangeKind {
  const last = (type.split(/[.:/]/).at(-1) ?? type).toLowerCase();
  return KINDS.find(([, pattern]) => pattern.test(last))?.[0] ?? 'other';
}

export const KIND_TONES: Record<ChangeKind, BadgeTone> = {
  created: 'success',
  changed: 'info',
  removed: 'error',
  stopped: 'warning',
  failed: 'error',
  finished: 'success',
  started: 'primary',
  other: 'neutral',
};
