/**
 * "Open workflow by name": the acting user's workflows whose name or key has every word typed, over
 * every page (the shared whole-list read, so pages read once serve every later search), with the
 * read's progress in words.
 */
import type { WorkflowSummary } from '@/api/models';
import { readAllText } from '@/components/read-all-text';
import { paths } from '@/config/paths';
import { ALL_PAGES_LIMIT, useAllPages } from '@/hooks/use-all-pages';
import { matchesQuery } from '@/lib/match-words';
import { workflowQueries } from '@/features/workflows';
import type { PaletteResult } from './palette-items';

const SHOWN = 8;
const NOUN = { one: 'workflow', many: 'workflows' };

export function useWorkflowsByName(userKey: string, text: string, active: boolean) {
  const read = useAllPages({
    page: (cursor) =>
      workflowQueries.list({
        user_key: userKey,
        limit: ALL_PAGES_LIMIT,
        ...(cursor ? { starting_after: cursor } : {}),
      }),
    idOf: (row: WorkflowSummary) => row.id,
    active: active && text.trim() !== '',
  });
  const matches = text.trim()
    ? read.rows.filter((row) => matchesQuery(text, row.name, row.key))
    : [];
  const results: PaletteResult[] = matches.slice(0, SHOWN).map((row) => ({
    key: `workflow:${row.id}`,
    kind: 'workflow',
    label: row.name || row.key || row.id,
    detail: row.key || row.id,
    to: paths.workflow(row.id),
  }));
  const status = !text.trim()
    ? `Type words of a name or key; every page of user “${userKey}”’s workflows is searched.`
    : readAllText(
        { status: read.status, end: read.end, read: read.rows.length },
        matches.length,
        NOUN,
      ) + (matches.length > SHOWN ? ` The first ${String(SHOWN)} are listed.` : '');
  return { results, status };
}
