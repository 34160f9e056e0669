import Paper from '@mui/material/Paper';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { useListSearch } from '@/hooks/use-list-search';
import { actionQueries } from '@/features/actions/api/queries';
import { RunsPanel } from '@/features/actions/components/runs-panel';
import { nodeNamesOf } from '@/features/actions/node-names';
import { useWorkflowRoute } from './context';

/** The actions tab has pages but no filters. */
const NO_FILTERS = {};

/** `/workflows/:id/actions?limit=...&starting_after=...`: the workflow's runs, from its actions. */
export function WorkflowActionsPage() {
  const { workflow } = useWorkflowRoute();
  const listSearch = useListSearch(NO_FILTERS);
  const pages = useInfiniteQuery(actionQueries.workflowRuns(workflow.id, listSearch.pageQuery));
  const nodeNames = useMemo(() => nodeNamesOf(workflow.template), [workflow.template]);
  const runs = workflow.executions_count;
  return (
    <Paper variant="outlined" sx={{ pt: 1.5 }}>
      <RunsPanel
        pages={pages}
        label="Runs of this workflow"
        what="Loading the workflow's actions"
        fromCursor={listSearch.backToFirstPage !== null}
        withWorkflow={false}
        workflowId={workflow.id}
        nodeNames={nodeNames}
        skeletonRows={Math.min(listSearch.page.limit, 10)}
        empty={
          <EmptyState
            title={runs ? 'No actions listed' : 'No runs yet'}
            description={
              runs
                ? `The service counts ${runs.toLocaleString('en-US')} runs of this workflow but lists no actions for them.`
                : 'Runs appear here, step by step, once the workflow runs.'
            }
          />
        }
      />
    </Paper>
  );
}
