/**
 * Actions loaded page after page and shown as runs: what is grouped is said (how many actions are
 * loaded, that a run can go on past them), "Load more" adds the next page, and failures, emptiness
 * and loading show as on every list.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import type { Action, Page } from '@/api/models';
import { ErrorState } from '@/components/error-state';
import { ProgressBar } from '@/components/progress-bar';
import { paths } from '@/config/paths';
import { groupRuns, type Run } from '../runs';
import { useWorkflowNames } from '../use-workflow-names';
import { RunsTable } from './runs-table';

interface RunsPanelProps {
  pages: UseInfiniteQueryResult<InfiniteData<Page<Action>>>;
  label: string;
  what: string;
  /** The first page was asked from a cursor (newer actions exist before it). */
  fromCursor: boolean;
  /** Show each run's workflow (lists that span workflows). */
  withWorkflow: boolean;
  nodeNames?: ReadonlyMap<string, string>;
  /** Finished actions only: a run's status comes from its finished steps. */
  finishedOnly?: boolean;
  empty: ReactNode;
  skeletonRows: number;
  /** The runs shown of those loaded (filters the service does not apply); all when absent. */
  select?: (runs: Run[]) => Run[];
  /** Everything the filters ask for is loaded (a period reached back past): no need for more. */
  covered?: boolean;
  /** The workflow of runs whose actions do not say it (a workflow's own runs). */
  workflowId?: string;
  /** Columns the reader left out (the column chooser). */
  hidden?: ReadonlySet<string>;
}

/** The run's own view, where its workflow and execution are known. */
function runLinkFor(fallbackWorkflowId: string | undefined) {
  return (run: Run): string | null => {
    const workflowId = run.workflowId ?? fallbackWorkflowId;
    return workflowId && run.executionId ? paths.run(workflowId, run.executionId) : null;
  };
}

export function RunsPanel(props: RunsPanelProps) {
  const { pages } = props;
  const actions = useMemo(() => pages.data?.pages.flatMap((page) => page.collection), [pages.data]);
  const runs = useMemo(
    () =>
      actions === undefined
        ? undefined
        : groupRuns(actions, { hasNext: pages.hasNextPage, hasPrevious: props.fromCursor }),
    [actions, pages.hasNextPage, props.fromCursor],
  );
  const { select } = props;
  const shown = useMemo(() => (runs && select ? select(runs) : runs), [runs, select]);
  const workflowIds = props.withWorkflow
    ? (shown ?? []).flatMap((run) => (run.workflowId ? [run.workflowId] : []))
    : [];
  const runLink = useMemo(() => runLinkFor(props.workflowId), [props.workflowId]);
  const names = useWorkflowNames(workflowIds);

  if (pages.isError && !pages.data) {
    return (
      <ErrorState error={pages.error} what={props.what} onRetry={() => void pages.refetch()} />
    );
  }
  if (actions !== undefined && actions.length === 0) return props.empty;
  const count = actions?.length ?? 0;
  return (
    <>
      <ProgressBar label="Loading actions" visible={pages.isFetching && actions !== undefined} />
      {runs ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }} aria-live="polite">
          {shown && shown.length !== runs.length ? `${String(shown.length)} of ` : ''}
          {runs.length === 1 ? '1 run' : `${String(runs.length)} runs`} in the {count}{' '}
          {count === 1 ? 'action' : 'actions'} loaded
          {props.finishedOnly
            ? ' (finished steps only: a run’s status is that of its finished steps)'
            : ''}
          . Runs are grouped over the pages loaded
          {pages.hasNextPage ? '; one marked “partial” may have more steps further on.' : '.'}
        </Typography>
      ) : null}
      <RunsTable
        runs={shown}
        runLink={runLink}
        label={props.label}
        skeletonRows={props.skeletonRows}
        workflowNames={props.withWorkflow ? names : undefined}
        nodeNames={props.nodeNames}
        hidden={props.hidden}
      />
      {pages.isFetchNextPageError ? (
        <ErrorState
          error={pages.error}
          what="Loading more actions"
          onRetry={() => void pages.fetchNextPage()}
        />
      ) : null}
      <Stack direction="row" sx={{ px: 2, py: 1.5, justifyContent: 'center' }}>
        {props.covered ? (
          <Typography variant="body2" color="text.secondary">
            Every run of the period is loaded: the actions loaded reach back before it.
          </Typography>
        ) : pages.hasNextPage ? (
          <Button
            variant="outlined"
            aria-disabled={pages.isFetchingNextPage || undefined}
            onClick={pages.isFetchingNextPage ? undefined : () => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        ) : actions !== undefined ? (
          <Typography variant="body2" color="text.secondary">
            That is all: every action is loaded.
          </Typography>
        ) : null}
      </Stack>
    </>
  );
}
