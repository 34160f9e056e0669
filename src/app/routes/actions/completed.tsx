import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useListSearch } from '@/hooks/use-list-search';
import { clearedPatch } from '@/lib/list-search';
import {
  actionQueries,
  completedActionsParams,
  completedActionsQuery,
} from '@/features/actions/api/queries';
import { CompletedFilters } from '@/features/actions/components/completed-filters';
import { RunsPanel } from '@/features/actions/components/runs-panel';
import { WorkflowScope } from '@/features/actions/components/workflow-scope';
import { nodeNamesOf } from '@/features/actions/node-names';
import { workflowQueries } from '@/features/workflows/api/queries';

/** `/actions/completed?workflow_id=&execution_id=&status=&limit=&starting_after=` */
export function CompletedActionsPage() {
  const listSearch = useListSearch(completedActionsParams);
  const { values } = listSearch;
  const query = completedActionsQuery(listSearch);
  const pages = useInfiniteQuery(actionQueries.completedRuns(query));
  const actingUserKey = useActingUserKey();
  const workflowId = values.workflow_id ?? '';
  const workflow = useQuery({
    ...workflowQueries.detail(workflowId, actingUserKey),
    enabled: workflowId !== '',
  });
  const template = workflowId ? workflow.data?.template : undefined;
  const nodeNames = useMemo(
    () => (template === undefined ? undefined : nodeNamesOf(template)),
    [template],
  );
  const filtered = Object.keys(values).length > 0;
  const clear = () => listSearch.setFilters(clearedPatch(completedActionsParams));

  return (
    <PageContainer
      title="Completed actions"
      subtitle="The actions that finished (completed, failed or stopped), newest first, grouped by run. Runs across the account, filtered by status and period: the Runs screen."
    >
      <Paper variant="outlined">
        <CompletedFilters
          values={values}
          userKey={actingUserKey}
          onChange={listSearch.setFilters}
        />
        {workflowId ? <WorkflowScope workflowId={workflowId} workflow={workflow} /> : null}
        <RunsPanel
          pages={pages}
          label="Completed actions by run"
          what="Loading completed actions"
          fromCursor={listSearch.backToFirstPage !== null}
          withWorkflow={workflowId === ''}
          nodeNames={nodeNames}
          finishedOnly
          skeletonRows={Math.min(listSearch.page.limit, 10)}
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
        />
      </Paper>
    </PageContainer>
  );
}
