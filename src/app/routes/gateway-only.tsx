import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { connectionStore } from '@/config/connection';
import { paths } from '@/config/paths';
import { useStore } from '@/lib/store';

/**
 * A screen of the gateway's own (its sessions, its audit trail): outside gateway mode there is no
 * gateway to ask, and the screen says so.
 */
export function GatewayOnly({ title, children }: { title: string; children: ReactNode }) {
  const { mode } = useStore(connectionStore);
  if (mode === 'gateway') return children;
  return (
    <PageContainer title={title}>
      <EmptyState
        title={`${title} is part of the console’s gateway`}
        description="It shows what the gateway remembers (who is signed in, who did what). Run the console behind its gateway (npm run serve:demo to try it) to use it."
        action={
          <Button component={RouterLink} to={paths.workflows()} variant="contained">
            Go to the workflows
          </Button>
        }
      />
    </PageContainer>
  );
}
