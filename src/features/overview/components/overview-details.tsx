/**
 * Everything of the overview below its figures: the workflows' states, the chart of runs and
 * failures (its own chunk, loaded after the figures), the workflows failing most, the latest
 * failures and the workflows that stopped running. OverviewPage renders it just after the figures.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { ErrorState } from '@/components/error-state';
import { useWorkflowNames, type Period } from '@/features/actions';
import { overviewQueries, REFRESHING } from '../api/queries';
import {
  countsPerSlot,
  failingWorkflows,
  idleWorkflows,
  latestFailures,
  workflowCounts,
} from '../failures';
import { versionMarks } from '../marks';
import { chartSlots } from '../period';
import type { OverviewData } from '../use-overview';
import { PERIOD_WORDS } from './period-words';
import { FailingWorkflows, IdleWorkflows, LatestFailures } from './trouble-lists';
import { WorkflowStates } from './workflow-states';

/** The chart and its library load after the figures are on screen (their own chunk). */
const RunsChart = lazy(() =>
  import('./runs-chart').then(({ RunsChart }) => ({ default: RunsChart })),
);

interface OverviewDetailsProps {
  data: OverviewData;
  period: Period;
  asTable: boolean;
  onAsTable: (asTable: boolean) => void;
  userKey: string;
  /** Behind the gateway: the chart marks published-version changes. */
  withMarks: boolean;
  /** The runs' chart and lists: once the first page of actions is in and has any. */
  withRuns: boolean;
  /** The workflows that stopped running: once the first page of workflows is in and has any. */
  withIdle: boolean;
}

/** The workflow name for an id: from the workflows read, else looked up, else the id itself. */
function useNameOf(data: OverviewData, ids: string[]): (id: string) => string {
  const known = useMemo(
    () => new Map(data.workflowRows.map((row) => [row.id, row.name || row.key || row.id])),
    [data.workflowRows],
  );
  const looked = useWorkflowNames(ids.filter((id) => id !== '' && !known.has(id)));
  return (id) => {
    const name = known.get(id);
    if (name) return name;
    const found = looked.get(id);
    return found?.state === 'known' ? found.name : id || 'Unknown workflow';
  };
}

export function OverviewDetails(props: OverviewDetailsProps) {
  const { data, period } = props;
  const { window, runs, workflows } = data;
  const slots = useMemo(() => chartSlots(window), [window]);
  const changes = useQuery({
    ...overviewQueries.versionChanges(period),
    ...REFRESHING,
    enabled: props.withMarks,
  });
  const marks = useMemo(() => versionMarks(changes.data ?? [], slots), [changes.data, slots]);
  const failing = useMemo(() => failingWorkflows(runs, window), [runs, window]);
  const latest = useMemo(() => latestFailures(runs, window), [runs, window]);
  const idle = useMemo(() => idleWorkflows(data.workflowRows, window), [data.workflowRows, window]);
  const nameOf = useNameOf(data, [
    ...failing.map((row) => row.workflowId),
    ...latest.map((row) => row.workflowId),
  ]);
  return (
    <>
      {workflows.isError && !workflows.data ? (
        <ErrorState
          error={workflows.error}
          what="Reading the workflows"
          onRetry={() => void workflows.refetch()}
        />
      ) : workflows.data ? (
        <WorkflowStates
          counts={workflowCounts(data.workflowRows)}
          atLeast={data.workflowRead.bounded}
          userKey={props.userKey}
        />
      ) : null}
      {props.withRuns ? (
        <>
          <Suspense fallback={<Paper variant="outlined" aria-busy sx={{ height: 340 }} />}>
            <RunsChart
              counts={countsPerSlot(runs, slots)}
              marks={marks}
              asTable={props.asTable}
              onAsTable={props.onAsTable}
              unit={period === '24h' ? 'per hour' : 'per day'}
            />
          </Suspense>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <FailingWorkflows rows={failing} nameOf={nameOf} period={period} />
            <LatestFailures rows={latest} nameOf={nameOf} />
          </Box>
        </>
      ) : null}
      {props.withIdle ? <IdleWorkflows rows={idle} periodLabel={PERIOD_WORDS[period]} /> : null}
    </>
  );
}
