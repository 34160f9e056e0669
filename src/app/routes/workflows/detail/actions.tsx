import Paper from '@mui/material/Paper';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { PagedList } from '@/components/paged-list';
import { useListSearch } from '@/hooks/use-list-search';
import { actionQueries } from '@/features/actions/api/queries';
import { ActionsTable } from '@/features/actions/components/actions-table';
import { nodeNamesOf } from '@/features/actions/node-names';
import { useWorkflowRoute } from './context';

/** The actions tab has pages but no filters. */
const NO_FILTERS = {};

/** `/workflows/:id/actions?limit=...&starting_after=...` */
export function WorkflowActionsPage() {
  const { workflow } = useWorkflowRoute();
  const listSearch = useListSearch(NO_FILTERS);
  const list = useQuery({
    ...actionQueries.ofWorkflow(workflow.id, listSearch.pageQuery),
    placeholderData: keepPreviousData,
  });
  const nodeNames = useMemo(() => nodeNamesOf(workflow.template), [workflow.template]);
  return (
    <Paper variant="outlined">
      <PagedList
        list={list}
        what="Loading the workflow's actions"
        noun="actions"
        limit={listSearch.page.limit}
        idOf={(action) => (typeof action.uuid === 'string' ? action.uuid : undefined)}
        onNext={listSearch.next}
        onPrevious={listSearch.previous}
        onLimitChange={listSearch.setLimit}
        backToFirstPage={listSearch.backToFirstPage}
        empty={
          <EmptyState
            title="No actions yet"
            description="Actions appear here once the workflow runs."
          />
        }
      >
        {(rows) => (
          <ActionsTable
            rows={rows}
            skeletonRows={Math.min(listSearch.page.limit, 10)}
            nodeNames={nodeNames}
            label="Actions of this workflow"
          />
        )}
      </PagedList>
    </Paper>
  );
}
