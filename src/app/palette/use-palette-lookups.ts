/**
 * The palette's look-ups for one identifier (what was typed, once typing pauses): a workflow by key
 * (`GET /workflows/{key}?id_type=key&user_key=<acting user>`) and by id, an action type by id
 * (`GET /action_types/{id}`), users whose key contains it (`GET /users?search=`), installed apps by
 * identifier or name (the list, cached), workflows by name among the list pages already loaded and
 * action types by name among those already read (the service cannot search names; "Open workflow by
 * name" reads every page, and the action types list reads every action type in use). Each answers with results, nothing, or why it failed; a look-up
 * that finds nothing (404) says so instead of failing.
 */
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import type { ActionType, Page, WorkflowSummary } from '@/api/models';
import { paths } from '@/config/paths';
import { actionTypeQueries } from '@/features/action-types';
import { installedAppQueries } from '@/features/installed-apps';
import { userQueries } from '@/features/users';
import { workflowQueries } from '@/features/workflows';
import { matchesQuery, type PaletteResult, type PaletteSection } from './palette-items';

export interface Lookups {
  sections: PaletteSection[];
  /** What was looked up and not found, in words ("No workflow has the key “x” for user “main”"). */
  misses: string[];
  /** Look-ups that failed for another reason. */
  failures: string[];
  pending: boolean;
}

const MAX_PER_SECTION = 6;

/** Found, not found (404: null), or failed. */
function outcome<T>(query: UseQueryResult<T>): T | null | Error | undefined {
  if (query.isError) return isApiError(query.error) && query.error.isNotFound ? null : query.error;
  return query.data;
}

export function usePaletteLookups(
  identifier: string | null,
  query: string,
  userKey: string,
): Lookups {
  const queryClient = useQueryClient();
  const enabled = identifier !== null;
  const text = identifier ?? '';
  const byKey = useQuery({ ...workflowQueries.byKey(text, userKey), enabled, retry: false });
  const byId = useQuery({ ...workflowQueries.detail(text, userKey), enabled, retry: false });
  const actionType = useQuery({ ...actionTypeQueries.detail(text), enabled, retry: false });
  const users = useQuery({
    ...userQueries.list({ search: text, limit: MAX_PER_SECTION }),
    enabled,
    retry: false,
  });
  const apps = useQuery({ ...installedAppQueries.list(), enabled: query.trim() !== '' });

  const sections: PaletteSection[] = [];
  const misses: string[] = [];
  const failures: string[] = [];
  const workflows: PaletteResult[] = [];
  const seen = new Set<string>();
  const addWorkflow = (id: string, name: string, key: string, how: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    workflows.push({
      key: `workflow:${id}`,
      kind: 'workflow',
      label: name || key || id,
      detail: `${how} · ${key || id}`,
      to: paths.workflow(id),
    });
  };

  if (enabled) {
    const keyed = outcome(byKey);
    const ided = outcome(byId);
    if (keyed && !(keyed instanceof Error)) addWorkflow(keyed.id, keyed.name, keyed.key, 'By key');
    if (ided && !(ided instanceof Error)) addWorkflow(ided.id, ided.name, ided.key, 'By id');
    if (keyed === null && ided === null)
      misses.push(`No workflow has the key or id “${text}” for user “${userKey}”.`);
    for (const failed of [keyed, ided]) if (failed instanceof Error) failures.push(failed.message);
  }
  // Workflows by name, from the pages of the workflow list already in the cache.
  if (query.trim() !== '') {
    const pages = queryClient.getQueriesData<Page<WorkflowSummary>>({
      queryKey: workflowQueries.lists(),
    });
    for (const [, page] of pages) {
      for (const row of page?.collection ?? []) {
        if (workflows.length >= MAX_PER_SECTION) break;
        if (matchesQuery(query, row.name, row.key))
          addWorkflow(row.id, row.name, row.key, 'Loaded');
      }
    }
  }
  if (workflows.length > 0) sections.push({ title: 'Workflows', results: workflows });

  const types: PaletteResult[] = [];
  const addType = (type: ActionType, how: string) => {
    if (types.some((result) => result.key === `action-type:${type.id}`)) return;
    types.push({
      key: `action-type:${type.id}`,
      kind: 'action-type',
      label: type.name || type.id,
      detail: `${how} · ${type.id}`,
      to: paths.actionType(type.id),
    });
  };
  if (enabled) {
    const type = outcome(actionType);
    if (type instanceof Error) failures.push(type.message);
    else if (type) addType(type, 'By id');
  }
  // Action types by name, among those already read (their screens, the action types list).
  if (query.trim() !== '') {
    const read = queryClient.getQueriesData<ActionType>({ queryKey: actionTypeQueries.all() });
    for (const [, type] of read) {
      if (types.length >= MAX_PER_SECTION) break;
      if (type && typeof type === 'object' && 'name' in type && matchesQuery(query, type.name))
        addType(type, 'Read');
    }
  }
  if (types.length > 0) sections.push({ title: 'Action types', results: types });
  if (enabled) {
    const found = outcome(users);
    if (found instanceof Error) failures.push(found.message);
    else if (found) {
      const exactFirst = [...found.collection].sort(
        (a, b) => Number(b.key === text) - Number(a.key === text),
      );
      if (exactFirst.length > 0) {
        sections.push({
          title: 'Users',
          results: exactFirst.map((user) => ({
            key: `user:${user.key}`,
            kind: 'user',
            label: user.name ?? user.key,
            detail: user.key === text ? `Key ${user.key}` : `Key contains “${text}” · ${user.key}`,
            to: paths.users(new URLSearchParams({ search: user.key, user: user.key })),
          })),
        });
      }
    }
  }
  const appList = outcome(apps);
  if (appList && !(appList instanceof Error)) {
    const matching = appList.collection
      .filter((app) => matchesQuery(query, app.app_identifier, app.name))
      .slice(0, MAX_PER_SECTION);
    if (matching.length > 0) {
      sections.push({
        title: 'Installed apps',
        results: matching.map((app) => ({
          key: `installed-app:${app.app_identifier}`,
          kind: 'installed-app',
          label: app.name || app.app_identifier,
          detail: app.app_identifier,
          to: paths.installedApp(app.app_identifier),
        })),
      });
    }
  }
  const pending = enabled && [byKey, byId, actionType, users].some((lookup) => lookup.isFetching);
  return { sections, misses, failures: [...new Set(failures)], pending };
}
