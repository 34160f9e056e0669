import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { onlineManager } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isApiError } from '@/api/errors';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { NotFoundPage } from './not-found';

/**
 * The error boundary of every route: a crash or a failed load in one screen shows here, inside the
 * shell, with the navigation still usable.
 */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  const offline = !onlineManager.isOnline();
  if (
    (isRouteErrorResponse(error) && error.status === 404) ||
    (isApiError(error) && error.isNotFound)
  ) {
    return <NotFoundPage />;
  }
  return (
    <PageContainer title="This screen failed">
      <ErrorState
        error={
          chunkFailed
            ? new Error(
                offline
                  ? 'This screen could not be loaded while offline. Reload the page when the connection is back.'
                  : 'Part of the console could not be loaded (was it updated?). Reload the page.',
              )
            : error
        }
        what="Showing this screen"
      />
      <Stack direction="row" spacing={1}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
        <Button onClick={() => window.history.back()}>Go back</Button>
      </Stack>
    </PageContainer>
  );
}
