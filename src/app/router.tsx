/**
 * The routes (DESIGN.md's URL contract). Every screen is its own lazily loaded chunk; loaders start its
 * data fetch in parallel with the chunk (they warm the cache without waiting, so screens show their
 * skeletons); every route has an error boundary inside the shell.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { connectionStore } from '@/config/connection';
import { currentActingUserKey } from '@/hooks/use-acting-user';
import { prefetch } from '@/lib/query-client';
import { actionTypeQueries } from '@/features/action-types/api/queries';
import { actionQueries, completedActionsQuery } from '@/features/actions/api/queries';
import { accountDataFieldsQuery, dataFieldQueries } from '@/features/data-fields/api/queries';
import { eventListQuery, eventQueries } from '@/features/events/api/queries';
import { installedAppQueries } from '@/features/installed-apps/api/queries';
import { userListQuery, userQueries } from '@/features/users/api/queries';
import { workflowQueries } from '@/features/workflows/api/queries';
import { parseListParams, toApiQuery } from '@/features/workflows/list/list-params';
import { AppShell, TopBar } from './layout/app-shell';
import { FillFallback } from './layout/fill-fallback';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { WorkflowListPage } from './routes/workflows/list';

const searchOf = (request: Request) => new URL(request.url).searchParams;

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
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
        { index: true, loader: () => redirect('/workflows'), Component: () => null },
        {
          errorElement: <RouteError />,
          children: [
            {
              path: 'workflows',
              loader: ({ request }) => {
                const params = parseListParams(new URL(request.url).searchParams);
                prefetch(
                  queryClient,
                  workflowQueries.list(toApiQuery(params, currentActingUserKey())),
                );
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
              lazy: async () => ({
                Component: (await import('./routes/workflows/detail/layout')).WorkflowDetailLayout,
              }),
              children: [
                {
                  index: true,
                  lazy: async () => ({
                    Component: (await import('./routes/workflows/detail/overview'))
                      .WorkflowOverviewPage,
                  }),
                },
                {
                  path: 'compare',
                  lazy: async () => ({
                    Component: (await import('./routes/workflows/detail/compare'))
                      .WorkflowComparePage,
                  }),
                },
                {
                  path: 'actions',
                  lazy: async () => ({
                    Component: (await import('./routes/workflows/detail/actions'))
                      .WorkflowActionsPage,
                  }),
                },
                {
                  path: 'data-fields',
                  lazy: async () => ({
                    Component: (await import('./routes/workflows/detail/data-fields'))
                      .WorkflowDataFieldsPage,
                  }),
                },
                {
                  path: 'settings',
                  lazy: async () => ({
                    Component: (await import('./routes/workflows/detail/settings'))
                      .WorkflowSettingsPage,
                  }),
                },
              ],
            },
            {
              path: 'action-types/:id',
              loader: ({ params }) => {
                if (params.id) prefetch(queryClient, actionTypeQueries.detail(params.id));
                return null;
              },
              lazy: async () => ({
                Component: (await import('./routes/action-types/detail')).ActionTypePage,
              }),
            },
            {
              path: 'users',
              loader: ({ request }) => {
                prefetch(queryClient, userQueries.list(userListQuery(searchOf(request))));
                return null;
              },
              lazy: async () => ({ Component: (await import('./routes/users')).UsersPage }),
            },
            {
              path: 'events',
              loader: ({ request }) => {
                // A log: every visit fetches the page afresh, even when the cache holds it.
                const query = eventListQuery(searchOf(request));
                prefetch(queryClient, { ...eventQueries.list(query), staleTime: 0 });
                return null;
              },
              lazy: async () => ({ Component: (await import('./routes/events')).EventsPage }),
            },
            {
              path: 'data-fields',
              loader: ({ request }) => {
                const query = accountDataFieldsQuery(searchOf(request), currentActingUserKey());
                prefetch(queryClient, dataFieldQueries.account(query));
                return null;
              },
              lazy: async () => ({
                Component: (await import('./routes/data-fields')).DataFieldsPage,
              }),
            },
            {
              path: 'actions/completed',
              loader: ({ request }) => {
                const query = completedActionsQuery(searchOf(request));
                prefetch(queryClient, actionQueries.completed(query));
                return null;
              },
              lazy: async () => ({
                Component: (await import('./routes/actions/completed')).CompletedActionsPage,
              }),
            },
            {
              path: 'executions/stop',
              lazy: async () => ({
                Component: (await import('./routes/executions/stop')).StopExecutionsPage,
              }),
            },
            {
              path: 'installed-apps',
              loader: () => {
                prefetch(queryClient, installedAppQueries.list());
                return null;
              },
              lazy: async () => ({
                Component: (await import('./routes/installed-apps/list')).InstalledAppsPage,
              }),
            },
            {
              path: 'installed-apps/:appIdentifier',
              loader: () => {
                prefetch(queryClient, installedAppQueries.list());
                return null;
              },
              lazy: async () => ({
                Component: (await import('./routes/installed-apps/detail')).InstalledAppPage,
              }),
            },
            {
              path: 'connection',
              lazy: async () => ({
                Component: (await import('./routes/connection')).ConnectionPage,
              }),
            },
            // Also the error boundary's 404 screen, so it is in the main chunk anyway.
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
    {
      // The end-user form stands alone: none of the console's navigation.
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
      lazy: async () => ({
        Component: (await import('./routes/fill/workflow')).FillWorkflowPage,
      }),
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient));
}
