/**
 * The first screen's read, worked out before the app's code has arrived. src/early.ts calls this once
 * config.json is in: in every mode, opened on the workflow list or the overview (`/`), it starts the
 * GETs that screen's loader is about to make (the overview's: the first pages of finished actions
 * and of workflows), with the same query (the same list-params functions), the same API root and the
 * same key, so the answers are on their way while the app's code still compiles. The client takes
 * one only when its own request is the same (src/api/early-reads.ts); any difference (a setting
 * changed meanwhile, another page) costs one unused read, never a wrong answer.
 *
 * In demo mode the read waits for the demo API (config/transport.ts) and is answered the moment it is
 * up. Behind the gateway it goes to this origin with the session's cookie, beside the session check
 * (a signed-out visit gets a 401 that nobody takes: the sign-in page makes no request for the list,
 * and signing in loads the page again). Keep it free of React and of the app's large modules: it
 * runs in early.ts's chunk.
 */
import { apiRoot } from '@/api/api-root';
import type { QueryClient } from '@tanstack/react-query';
import { hasEarlyRead, startEarlyRead } from '@/api/early-reads';
import type { RuntimeConfig } from '@/config/runtime-config';
import { effectiveBaseUrl, readConnection, readPreferences } from '@/config/saved-settings';
import { readListSearch } from '@/lib/list-search';
import { toApiQuery, workflowListParams } from '@/features/workflows/list/list-params';
import { screenPath } from './screen-path';

/** The overview's page size (its whole-list reads' size, ALL_PAGES_LIMIT; kept here out of React). */
const OVERVIEW_FIRST_LIMIT = 100;

export interface FirstRead {
  url: string;
  headers: Record<string, string>;
}

type Location = { pathname: string; search: string; origin: string };

/** `${root}${path}` with `query` as its search, in the query's order. */
function apiUrl(root: string, path: string, query: Record<string, unknown>) {
  const url = new URL(`${root}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  return url.href;
}

/**
 * The reads the first screen will make, none where nothing is read early: the workflow list's first
 * page; the overview's first pages of finished actions and of the acting user's workflows (its
 * figures need the actions; the workflows' states and the idle list the workflows).
 */
export function firstReads(
  location: Location,
  runtime: RuntimeConfig,
  base = import.meta.env.BASE_URL,
): FirstRead[] {
  const path = screenPath(location.pathname, base);
  if (path !== '' && path !== 'workflows') return [];
  const connection = readConnection(runtime);
  const root = apiRoot(effectiveBaseUrl(connection, location.origin));
  const userKey = readPreferences().actingUserKey ?? connection.defaultUserKey;
  const urls =
    path === ''
      ? [
          apiUrl(root, '/actions/completed', { limit: OVERVIEW_FIRST_LIMIT }),
          apiUrl(root, '/workflows', { user_key: userKey, limit: OVERVIEW_FIRST_LIMIT }),
        ]
      : [
          apiUrl(
            root,
            '/workflows',
            toApiQuery(
              readListSearch(workflowListParams, new URLSearchParams(location.search)),
              userKey,
            ),
          ),
        ];
  const headers = {
    Accept: 'application/json',
    ...(connection.apiKey ? { Authorization: `Bearer ${connection.apiKey}` } : {}),
  };
  return urls.map((url) => ({ url, headers }));
}

/**
 * Starts the first screen's reads, if there are any to start. Never fails the start: with settings it
 * cannot read (a base URL that is not one), nothing is read early, and the app's own request says
 * what is wrong.
 */
export function startFirstRead(runtime: RuntimeConfig): void {
  try {
    for (const read of firstReads(window.location, runtime)) startEarlyRead(read.url, read.headers);
  } catch {
    // Left to the app.
  }
}

/**
 * When the first screen's read was started early, it has usually arrived by the time the app's code
 * has run: waiting for it (at most `ms`) lets the first render show the rows, instead of a frame of
 * skeletons and a second render. Without an early read, or past `ms`, nothing waits.
 */
export function firstReadSettled(queryClient: QueryClient, ms = 100): Promise<void> {
  if (!hasEarlyRead()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    // The loaders start the fetch a moment after the router is made (the cache's events may come in
    // batches, a fetch's start and end in one): done once there are queries and each has an answer.
    const cache = queryClient.getQueryCache();
    const unsubscribe = cache.subscribe(() => {
      const queries = cache.getAll();
      if (queries.length > 0 && queries.every((query) => query.state.status !== 'pending')) done();
    });
  });
}
