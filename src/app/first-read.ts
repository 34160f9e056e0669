/**
 * The first screen's read, worked out before the app's code has arrived. src/early.ts calls this once
 * config.json is in: in every mode, opened on the workflow list or the overview (`/`), it starts the
 * GET that screen's loader is about to make (the overview's: its first page of finished actions), with the same query (the same list-params functions), the same
 * API root and the same key, so the answer is on its way while the app's code still compiles. The
 * client takes it only when its own request is the same (src/api/early-reads.ts); any difference (a
 * setting changed meanwhile, another page) costs one unused read, never a wrong answer.
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

/** The overview's page size (its whole-list reads' size, ALL_PAGES_LIMIT; kept here out of React). */
const OVERVIEW_FIRST_LIMIT = 100;

export interface FirstRead {
  url: string;
  headers: Record<string, string>;
}

/** The screen path of `pathname` under the app's base (`/console/workflows` -> `workflows`). */
export function screenPath(pathname: string, base: string): string | null {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (`${pathname}/` === root) return '';
  return pathname.startsWith(root) ? pathname.slice(root.length).replace(/\/+$/, '') : null;
}

/** The read the first screen will make, or null where nothing is read early. */
export function firstRead(
  location: { pathname: string; search: string; origin: string },
  runtime: RuntimeConfig,
  base = import.meta.env.BASE_URL,
): FirstRead | null {
  const connection = readConnection(runtime);
  const path = screenPath(location.pathname, base);
  if (path !== '' && path !== 'workflows') return null;
  const root = apiRoot(effectiveBaseUrl(connection, location.origin));
  let url: URL;
  if (path === '') {
    // The overview's first read: the newest page of the account's finished actions.
    url = new URL(`${root}/actions/completed`);
    url.searchParams.set('limit', String(OVERVIEW_FIRST_LIMIT));
  } else {
    const query = toApiQuery(
      readListSearch(workflowListParams, new URLSearchParams(location.search)),
      readPreferences().actingUserKey ?? connection.defaultUserKey,
    );
    url = new URL(`${root}/workflows`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  }
  return {
    url: url.href,
    headers: {
      Accept: 'application/json',
      ...(connection.apiKey ? { Authorization: `Bearer ${connection.apiKey}` } : {}),
    },
  };
}

/**
 * Starts the first screen's read, if there is one to start. Never fails the start: with settings it
 * cannot read (a base URL that is not one), nothing is read early, and the app's own request says
 * what is wrong.
 */
export function startFirstRead(runtime: RuntimeConfig): void {
  try {
    const read = firstRead(window.location, runtime);
    if (read) startEarlyRead(read.url, read.headers);
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
