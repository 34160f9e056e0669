import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/api/errors';
import type { Workflow } from '@/api/models';
import { paths } from '@/config/paths';

interface WorkflowScopeProps {
  workflowId: string;
  workflow: UseQueryResult<Workflow>;
}

/** Which workflow the list is narrowed to, linking back to it (or why its name is unknown). */
export function WorkflowScope({ workflowId, workflow }: WorkflowScopeProps) {
  const name = workflow.data?.name || workflowId;
  const problem = workflow.isError
    ? isApiError(workflow.error) && workflow.error.isNotFound
      ? ' No workflow has this id; the list is narrowed to it all the same.'
      : ` Its name could not be loaded: ${workflow.error.message}`
    : '';
  return (
    <Alert severity={workflow.isError ? 'warning' : 'info'} sx={{ mx: 2, mb: 1 }}>
      Finished actions of the workflow{' '}
      <Link component={RouterLink} to={paths.workflow(workflowId)} sx={{ fontWeight: 600 }}>
        {name}
      </Link>{' '}
      (also on its{' '}
      <Link component={RouterLink} to={paths.workflow(workflowId, 'actions')}>
        actions tab
      </Link>
      ).{problem}
    </Alert>
  );
}
