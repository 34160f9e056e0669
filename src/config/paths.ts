/** Route patterns and the links to them, in one place (the URL contract in docs/screens.md). */
export type WorkflowTab = 'overview' | 'compare' | 'actions' | 'data-fields' | 'settings';

const enc = encodeURIComponent;

function withSearch(path: string, search?: URLSearchParams | string): string {
  const query = typeof search === 'string' ? search : search?.toString();
  return query ? `${path}?${query}` : path;
}

export const paths = {
  home: () => '/',
  workflows: (search?: URLSearchParams | string) => withSearch('/workflows', search),
  workflow: (id: string, tab: WorkflowTab = 'overview', search?: URLSearchParams | string) =>
    withSearch(
      tab === 'overview' ? `/workflows/${enc(id)}` : `/workflows/${enc(id)}/${tab}`,
      search,
    ),
  /** One run on the layout it ran. */
  run: (workflowId: string, executionId: string, search?: URLSearchParams | string) =>
    withSearch(`/workflows/${enc(workflowId)}/runs/${enc(executionId)}`, search),
  /** Runs across the account, one row per execution. */
  runs: (search?: URLSearchParams | string) => withSearch('/runs', search),
  /** The end-user form alone (no console navigation). */
  fill: (id: string, userKey?: string) =>
    withSearch(
      `/fill/workflows/${enc(id)}`,
      userKey ? new URLSearchParams({ user_key: userKey }) : undefined,
    ),
  actionTypes: (search?: URLSearchParams | string) => withSearch('/action-types', search),
  actionType: (id: string) => `/action-types/${enc(id)}`,
  completedActions: (search?: URLSearchParams | string) => withSearch('/actions/completed', search),
  users: (search?: URLSearchParams | string) => withSearch('/users', search),
  events: (search?: URLSearchParams | string) => withSearch('/events', search),
  dataFields: (search?: URLSearchParams | string) => withSearch('/data-fields', search),
  stopExecutions: () => '/executions/stop',
  installedApps: () => '/installed-apps',
  installedApp: (appIdentifier: string) => `/installed-apps/${enc(appIdentifier)}`,
  connection: () => '/connection',
  /** Gateway mode: who is signed in (admins: everyone). */
  sessions: (search?: URLSearchParams | string) => withSearch('/sessions', search),
  /** Gateway mode: the audit trail, e.g. `paths.audit({ resource: 'workflow:<id>' })`. */
  audit: (filters?: Record<string, string>) =>
    withSearch('/audit', filters ? new URLSearchParams(filters) : undefined),
};

/** The workflow a pathname of its screens names (`/workflows/:id/...`), if any. */
export function workflowIdIn(pathname: string): string | null {
  const match = /^\/workflows\/([^/]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
