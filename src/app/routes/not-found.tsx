import Button from '@mui/material/Button';
import { Link as RouterLink, useLocation } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { paths } from '@/config/paths';

interface NotFoundProps {
  /** What was not found, e.g. 'Workflow "abc"'; defaults to the page itself. */
  what?: string;
}

export function NotFoundPage({ what }: NotFoundProps) {
  const location = useLocation();
  return (
    <PageContainer title="Not found">
      <EmptyState
        title={what ? `${what} was not found` : `There is no page at ${location.pathname}`}
        description="It may have been removed, or the link may be wrong."
        action={
          <Button component={RouterLink} to={paths.workflows()} variant="contained">
            Go to the workflows
          </Button>
        }
      />
    </PageContainer>
  );
}
