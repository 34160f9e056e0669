import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { onlineManager } from '@tanstack/react-query';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { NotFoundPage } from './not-found';

/** A screen's code that could not be fetched is said as such; other errors as they are. */
function shownError(error: unknown): unknown {
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  if (!chunkFailed) return error;
  return new Error(
    onlineManager.isOnline()
      ? 'Part of the console could not be loaded (was it updated?). Reload the page.'
      : 'This screen could not be loaded while offline. Reload the page when the connection is back.',
  );
}

/**
 * The error boundary of every route: a crash or a failed load in one screen shows here, inside the
 * shell, with the navigation still usable.
 */
export function RouteError() {
  const error = useRouteError();
  if (
    (isRouteErrorResponse(error) && error.status === 404) ||
    (isApiError(error) && error.isNotFound)
  ) {
    return <NotFoundPage />;
  }
  return (
    <PageContainer title="This screen failed">
      <ErrorState error={shownError(error)} what="Showing this screen" />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <Button onClick={() => window.history.back()}>Go back</Button>
      </Stack>
    </PageContainer>
  );
}

/**
 * The error boundary of one tab of a page with tabs (the workflow's): the page's header and tabs stay
 * usable, and "Try again" renders the tab afresh (a new location resets the boundary).
 */
export function TabError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <ErrorState
      error={shownError(error)}
      what="Showing this tab"
      hint="The other tabs still work."
      onRetry={() => void navigate(location, { replace: true })}
    />
  );
}
