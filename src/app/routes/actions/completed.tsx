import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useCursorSearch } from '@/hooks/use-cursor-search';
import { actionQueries, completedActionsQuery } from '@/features/actions/api/queries';
import { ActionsTable } from '@/features/actions/components/actions-table';
import { CompletedFilters } from '@/features/actions/components/completed-filters';
import { WorkflowScope } from '@/features/actions/components/workflow-scope';
import { nodeNamesOf } from '@/features/actions/node-names';
import { workflowQueries } from '@/features/workflows/api/queries';

/** `/actions/completed?execution_id=&workflow_id=&status=&limit=&starting_after=` */
export function CompletedActionsPage() {
  const cursor = useCursorSearch();
  const query = completedActionsQuery(cursor.search);
  const list = useQuery({ ...actionQueries.completed(query), placeholderData: keepPreviousData });
  const actingUserKey = useActingUserKey();
  const workflowId = query.workflow_id ?? '';
  const workflow = useQuery({
    ...workflowQueries.detail(workflowId, actingUserKey),
    enabled: workflowId !== '',
  });
  const template = workflowId ? workflow.data?.template : undefined;
  const nodeNames = useMemo(
    () => (template === undefined ? undefined : nodeNamesOf(template)),
    [template],
  );
  const filtered = Boolean(query.execution_id || query.workflow_id || query.status);
  const clear = () => cursor.setFilters({ execution_id: null, workflow_id: null, status: null });

  return (
    <PageContainer
      title="Completed actions"
      subtitle="Actions that finished (completed, failed or stopped), newest first."
    >
      <Paper variant="outlined">
        <CompletedFilters query={query} onChange={cursor.setFilters} />
        {workflowId ? <WorkflowScope workflowId={workflowId} workflow={workflow} /> : null}
        <PagedList
          list={list}
          what="Loading completed actions"
          noun="actions"
          limit={cursor.params.limit}
          idOf={(action) => (typeof action.uuid === 'string' ? action.uuid : undefined)}
          onNext={cursor.next}
          onPrevious={cursor.previous}
          onLimitChange={cursor.setLimit}
          backToFirstPage={cursor.backToFirstPage}
          empty={
            filtered ? (
              <EmptyState
                title="No finished actions match these filters"
                description="Actions still idle or running are not listed here."
                action={<Button onClick={clear}>Clear filters</Button>}
              />
            ) : (
              <EmptyState
                title="No finished actions yet"
                description="Actions appear here once executions complete, fail or are stopped."
              />
            )
          }
        >
          {(rows) => (
            <ActionsTable
              rows={rows}
              skeletonRows={Math.min(cursor.params.limit, 10)}
              label="Completed actions"
              nodeNames={nodeNames}
            />
          )}
        </PagedList>
      </Paper>
    </PageContainer>
  );
}
