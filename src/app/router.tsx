/**
 * The routes (the URL contract in docs/screens.md). Every screen is its own lazily loaded chunk;
 * loaders start its data fetch in parallel with the chunk (they warm the cache without waiting, so
 * screens show their skeletons); every route has an error boundary inside the shell, and each
 * workflow tab its own, so a crash in one tab leaves the workflow's header and tabs usable.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router';
import { DialogsProvider } from '@/components/dialogs/dialogs-provider';
import { connectionStore } from '@/config/connection';
import { currentActingUserKey } from '@/hooks/use-acting-user';
import { pageQuery, readListSearch } from '@/lib/list-search';
import { prefetch } from '@/lib/query-client';
import { whenOnline } from '@/lib/when-online';
import { workflowQueries } from '@/features/workflows/api/queries';
import { toApiQuery, workflowListParams } from '@/features/workflows/list/list-params';
import { AppShell, TopBar } from './layout/app-shell';
import { FillFallback } from './layout/fill-fallback';
import { NotFoundPage } from './routes/not-found';
import { RouteError, TabError } from './routes/route-error';
import { WorkflowListPage } from './routes/workflows/list';

const searchOf = (request: Request) => new URL(request.url).searchParams;

/**
 * Starts a screen's fetch once its query module has arrived (it is a dynamic import, so other
 * screens' query code stays out of the first load); does not wait, like the other loaders.
 */
function warm<M>(load: () => Promise<M>, start: (module: M) => void): null {
  // Offline, the module is asked for once the connection is back (src/lib/when-online.ts).
  whenOnline(load).then(start, () => undefined);
  return null;
}

/**
 * A screen's code, fetched when the route is first visited; offline, once the connection is back,
 * and the navigation completes then by itself (a failed fetch would stay failed until a reload).
 */
function screen<T>(load: () => Promise<T>): () => Promise<T> {
  return () => whenOnline(load);
}

/** A workflow tab: a lazy screen with an error boundary of its own (the header and tabs stay). */
const tab = (path: string, load: () => Promise<{ Component: ComponentType }>): RouteObject => ({
  path,
  errorElement: <TabError />,
  lazy: screen(load),
});

/** The workflow list (in the entry chunk) and a workflow's screen with its tabs. */
function workflowRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'workflows',
      loader: ({ request }) => {
        const state = readListSearch(workflowListParams, searchOf(request));
        prefetch(queryClient, workflowQueries.list(toApiQuery(state, currentActingUserKey())));
        return null;
      },
      // The first screen is part of the entry chunk: one request instead of a dozen small shared
      // chunks (which compress worse); every other screen is lazy.
      Component: WorkflowListPage,
    },
    {
      path: 'workflows/:id',
      loader: ({ params }) => {
        if (params.id)
          prefetch(queryClient, workflowQueries.detail(params.id, currentActingUserKey()));
        return null;
      },
      lazy: screen(async () => ({
        Component: (await import('./routes/workflows/detail/layout')).WorkflowDetailLayout,
      })),
      children: workflowTabs(),
    },
  ];
}

function workflowTabs(): RouteObject[] {
  return [
    {
      index: true,
      errorElement: <TabError />,
      lazy: screen(async () => ({
        Component: (await import('./routes/workflows/detail/overview')).WorkflowOverviewPage,
      })),
    },
    tab('compare', async () => ({
      Component: (await import('./routes/workflows/detail/compare')).WorkflowComparePage,
    })),
    tab('history', async () => ({
      Component: (await import('./routes/workflows/detail/history')).WorkflowHistoryPage,
    })),
    tab('actions', async () => ({
      Component: (await import('./routes/workflows/detail/actions')).WorkflowActionsPage,
    })),
    tab('data-fields', async () => ({
      Component: (await import('./routes/workflows/detail/data-fields')).WorkflowDataFieldsPage,
    })),
    tab('settings', async () => ({
      Component: (await import('./routes/workflows/detail/settings')).WorkflowSettingsPage,
    })),
    tab('runs/:executionId', async () => ({
      Component: (await import('./routes/workflows/detail/run')).WorkflowRunPage,
    })),
  ];
}

/** Action types, users, events and the account's data fields. */
function catalogueRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'action-types',
      lazy: screen(async () => ({
        Component: (await import('./routes/action-types/list')).ActionTypesPage,
      })),
    },
    {
      path: 'action-types/:id',
      loader: ({ params }) =>
        warm(
          () => import('@/features/action-types/api/queries'),
          ({ actionTypeQueries }) => {
            if (params.id) prefetch(queryClient, actionTypeQueries.detail(params.id));
          },
        ),
      lazy: screen(async () => ({
        Component: (await import('./routes/action-types/detail')).ActionTypePage,
      })),
    },
    {
      path: 'users',
      loader: ({ request }) =>
        warm(
          () => import('@/features/users/api/queries'),
          ({ userQueries, userListQuery, userListParams }) => {
            const state = readListSearch(userListParams, searchOf(request));
            const search = state.values.search;
            // A search starts with the service's own search of keys (the screen's first answer).
            prefetch(
              queryClient,
              userQueries.list(search ? { search, limit: 100 } : userListQuery(state)),
            );
          },
        ),
      lazy: screen(async () => ({ Component: (await import('./routes/users')).UsersPage })),
    },
    {
      path: 'events',
      loader: ({ request }) =>
        warm(
          () => import('@/features/events/api/queries'),
          ({ eventQueries, eventListQuery, eventListParams }) => {
            // A log: every visit fetches the page afresh, even when the cache holds it.
            const query = eventListQuery(readListSearch(eventListParams, searchOf(request)));
            prefetch(queryClient, { ...eventQueries.list(query), staleTime: 0 });
          },
        ),
      lazy: screen(async () => ({ Component: (await import('./routes/events')).EventsPage })),
    },
    {
      path: 'data-fields',
      loader: ({ request }) =>
        warm(
          () => import('@/features/data-fields/api/queries'),
          ({ dataFieldQueries, accountDataFieldsQuery, accountDataFieldsParams }) => {
            const { values } = readListSearch(accountDataFieldsParams, searchOf(request));
            const query = accountDataFieldsQuery(values, currentActingUserKey());
            prefetch(queryClient, dataFieldQueries.account(query));
          },
        ),
      lazy: screen(async () => ({
        Component: (await import('./routes/data-fields')).DataFieldsPage,
      })),
    },
  ];
}

/** Runs, completed actions and stopping executions. */
function runRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: 'runs',
      loader: ({ request }) =>
        warm(
          () =>
            Promise.all([
              import('@/features/actions/api/queries'),
              import('@/features/actions/account-runs'),
            ]),
          ([{ actionQueries }, { accountRunsParams, accountRunsQuery }]) => {
            const state = readListSearch(accountRunsParams, searchOf(request));
            const query = actionQueries.completedRuns(
              accountRunsQuery(state.values, pageQuery(state.page)),
            );
            queryClient.infiniteQuery(query).catch(() => undefined);
          },
        ),
      lazy: async () => ({ Component: (await import('./routes/runs')).RunsPage }),
    },
    {
      path: 'actions/completed',
      loader: ({ request }) =>
        warm(
          () => import('@/features/actions/api/queries'),
          ({ actionQueries, completedActionsQuery, completedActionsParams }) => {
            const state = readListSearch(completedActionsParams, searchOf(request));
            const query = actionQueries.completedRuns(completedActionsQuery(state));
            queryClient.infiniteQuery(query).catch(() => undefined);
          },
        ),
      lazy: screen(async () => ({
        Component: (await import('./routes/actions/completed')).CompletedActionsPage,
      })),
    },
    {
      path: 'executions/stop',
      lazy: screen(async () => ({
        Component: (await import('./routes/executions/stop')).StopExecutionsPage,
      })),
    },
  ];
}

/** Installed apps (list and one app) and the connection. */
function setupRoutes(queryClient: QueryClient): RouteObject[] {
  const warmAppList = () =>
    warm(
      () => import('@/features/installed-apps/api/queries'),
      ({ installedAppQueries }) => prefetch(queryClient, installedAppQueries.list()),
    );
  return [
    {
      path: 'installed-apps',
      loader: warmAppList,
      lazy: screen(async () => ({
        Component: (await import('./routes/installed-apps/list')).InstalledAppsPage,
      })),
    },
    {
      path: 'installed-apps/:appIdentifier',
      loader: warmAppList,
      lazy: screen(async () => ({
        Component: (await import('./routes/installed-apps/detail')).InstalledAppPage,
      })),
    },
    {
      path: 'connection',
      lazy: screen(async () => ({
        Component: (await import('./routes/connection')).ConnectionPage,
      })),
    },
  ];
}

/** The gateway's own screens (gateway mode): who is signed in, and the audit trail. */
function gatewayRoutes(): RouteObject[] {
  return [
    {
      path: 'sessions',
      lazy: async () => ({ Component: (await import('./routes/sessions')).SessionsRoute }),
    },
    {
      path: 'audit',
      lazy: async () => ({ Component: (await import('./routes/audit')).AuditRoute }),
    },
    {
      path: 'alerts',
      lazy: async () => ({ Component: (await import('./routes/alerts')).AlertsRoute }),
    },
  ];
}

/** The end-user form stands alone: none of the console's navigation. */
function fillRoute(queryClient: QueryClient): RouteObject {
  return {
    path: '/fill/workflows/:id',
    errorElement: <RouteError />,
    hydrateFallbackElement: <FillFallback />,
    loader: ({ params, request }) => {
      const userKey =
        new URL(request.url).searchParams.get('user_key')?.trim() ||
        connectionStore.get().defaultUserKey;
      if (params.id) prefetch(queryClient, workflowQueries.detail(params.id, userKey));
      return null;
    },
    lazy: screen(async () => ({
      Component: (await import('./routes/fill/workflow')).FillWorkflowPage,
    })),
  };
}

/** The console: the shell around every screen but the fill page. */
function consoleRoute(queryClient: QueryClient): RouteObject {
  return {
    path: '/',
    element: <AppShell />,
    errorElement: (
      <AppShell>
        <RouteError />
      </AppShell>
    ),
    // The fallback renders outside the router, so no router-dependent parts (the action type box).
    hydrateFallbackElement: <TopBar busy withSearch={false} />,
    children: [
      {
        index: true,
        errorElement: <RouteError />,
        loader: () =>
          warm(
            () => import('@/features/overview/api/queries'),
            // Only the read the first figures need (the early script's, src/app/first-read.ts):
            // the first render waits for the loaders' reads (main.tsx), and the workflows' states
            // below the figures start with the screen.
            ({ overviewQueries }) => {
              queryClient.infiniteQuery(overviewQueries.actions()).catch(() => undefined);
            },
          ),
        lazy: screen(async () => ({
          Component: (await import('./routes/overview')).OverviewRoute,
        })),
      },
      {
        errorElement: <RouteError />,
        children: [
          ...workflowRoutes(queryClient),
          ...catalogueRoutes(queryClient),
          ...runRoutes(queryClient),
          ...setupRoutes(queryClient),
          ...gatewayRoutes(),
          // Also the error boundary's 404 screen, so it is in the main chunk anyway.
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      // Inside the router, so a dialog opened through useDialogs may hold links.
      element: (
        <DialogsProvider>
          <Outlet />
        </DialogsProvider>
      ),
      children: [consoleRoute(queryClient), fillRoute(queryClient)],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
