/**
 * What the command palette offers for what was typed (pure): the screens (with their `g` letter),
 * the records visited recently, and which look-ups the text calls for. The look-ups themselves (a
 * workflow by key or id, an action type by id, users by key, installed apps by identifier, workflows
 * by name among the pages already loaded) run in use-palette-lookups.ts.
 */
import { NAVIGATION } from '@/config/navigation';
import type { RecentKind, RecentRecord } from '@/config/recent';
import { matchesQuery } from '@/lib/match-words';
import type { CommandId } from '@/lib/shortcut-keys';

export type ResultKind = 'screen' | 'command' | RecentKind;

export interface PaletteResult {
  /** Unique in the list. */
  key: string;
  kind: ResultKind;
  label: string;
  detail?: string;
  /** Where the result leads: every result but a command is a link. */
  to?: string;
  /** A command to run instead (a button). */
  command?: CommandId;
  /** The keys that reach it without the palette (screens: `g` then a letter). */
  keys?: readonly string[];
}

export interface PaletteSection {
  title: string;
  results: PaletteResult[];
}

export { matchesQuery };

export function screenResults(query: string): PaletteResult[] {
  return NAVIGATION.filter((item) => matchesQuery(query, `Go to ${item.label}`, item.to)).map(
    (item) => ({
      key: `screen:${item.to}`,
      kind: 'screen',
      label: `Go to ${item.label}`,
      to: item.to,
      keys: ['g', item.key],
    }),
  );
}

export function recentResults(query: string, recent: readonly RecentRecord[]): PaletteResult[] {
  return recent
    .filter((item) => matchesQuery(query, item.label, item.detail, item.id))
    .map((item) => ({
      key: `recent:${item.kind}:${item.id}`,
      kind: item.kind,
      label: item.label,
      detail: item.detail,
      to: item.path,
    }));
}

/**
 * The identifier the text could be (a key, an id, an identifier): one word of at most 200
 * characters; none for empty or several words (those only match names).
 */
export function identifierIn(query: string): string | null {
  const text = query.trim();
  if (text === '' || /\s/.test(text) || text.length > 200) return null;
  return text;
}

export const KIND_WORDS: Record<ResultKind, string> = {
  screen: 'Screen',
  command: 'Command',
  workflow: 'Workflow',
  'action-type': 'Action type',
  'installed-app': 'Installed app',
  user: 'User',
};
