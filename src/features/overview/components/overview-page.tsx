/**
 * The overview (`/?period=24h|7d|30d`): the account's health over the period at a glance. Figures
 * with their change, the workflows' states, runs and failures over time, where the failures are,
 * and what stopped running; refreshed every 30 s while the tab is visible.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { SegmentedControl } from '@/components/segmented-control';
import { SkeletonText } from '@/components/skeleton-text';
import { paths } from '@/config/paths';
import { PERIOD_LABELS, PERIODS, useWorkflowNames, type Period } from '@/features/actions';
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
import { useOverview } from '../use-overview';
import { FigureCards } from './figure-cards';
import { ReadStatus } from './read-status';
import { FailingWorkflows, IdleWorkflows, LatestFailures } from './trouble-lists';
import { WorkflowStates } from './workflow-states';

/** The chart and its library load after the figures are on screen (their own chunk). */
const RunsChart = lazy(() =>
  import('./runs-chart').then(({ RunsChart }) => ({ default: RunsChart })),
);

const PREVIOUS_LABEL: Record<Period, string> = {
  '24h': 'previous 24 hours',
  '7d': 'previous 7 days',
  '30d': 'previous 30 days',
};

const PERIOD_WORDS: Record<Period, string> = {
  '24h': 'last 24 hours',
  '7d': 'last 7 days',
  '30d': 'last 30 days',
};

interface OverviewPageProps {
  period: Period;
  onPeriod: (period: Period) => void;
  asTable: boolean;
  onAsTable: (asTable: boolean) => void;
  userKey: string;
  now: number;
  /**
   * Behind the gateway: the chart marks published-version changes, and 7 and 30 days read the
   * gateway's daily run figures.
   */
  withMarks: boolean;
}

function LoadingFigures() {
  return (
    <Box
      aria-busy
      aria-label="Loading the figures"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
    >
      {['Runs', 'Failed runs', 'Failure rate', 'Average run time'].map((title) => (
        <Paper key={title} variant="outlined" sx={{ p: 2, height: 112 }}>
          <SkeletonText style={{ width: '50%' }} />
          <SkeletonText style={{ width: '30%', height: 32, marginTop: 8 }} />
        </Paper>
      ))}
    </Box>
  );
}

function NoRunsYet({ hasWorkflows }: { hasWorkflows: boolean }) {
  return (
    <Paper variant="outlined">
      <EmptyState
        title="No runs yet"
        description={
          hasWorkflows
            ? 'Nothing has run in this account. Switch a workflow on so its trigger starts runs, or open one and use “Run…” to try it with test data.'
            : 'This account has no workflows yet. Create one in the service (or check the connection: is this the right account?), publish it and switch it on; its runs show here.'
        }
        action={
          <Button
            component={RouterLink}
            to={hasWorkflows ? paths.workflows() : paths.connection()}
            variant="contained"
          >
            {hasWorkflows ? 'Open the workflows' : 'Check the connection'}
          </Button>
        }
      />
    </Paper>
  );
}

export function OverviewPage(props: OverviewPageProps) {
  const { period } = props;
  const data = useOverview(period, props.userKey, props.now, props.withMarks);
  const { window, runs, actions, workflows, stored } = data;
  const slots = useMemo(() => chartSlots(window), [window]);
  const changes = useQuery({
    ...overviewQueries.versionChanges(period),
    ...REFRESHING,
    enabled: props.withMarks,
  });
  const marks = useMemo(() => versionMarks(changes.data ?? [], slots), [changes.data, slots]);
  const failing = useMemo(() => failingWorkflows(runs, window, 5, stored), [runs, window, stored]);
  const latest = useMemo(() => latestFailures(runs, window), [runs, window]);
  const counts = useMemo(() => countsPerSlot(runs, slots, stored), [runs, slots, stored]);
  const idle = useMemo(() => idleWorkflows(data.workflowRows, window), [data.workflowRows, window]);
  const known = useMemo(
    () => new Map(data.workflowRows.map((row) => [row.id, row.name || row.key || row.id])),
    [data.workflowRows],
  );
  const unknownIds = [
    ...failing.map((row) => row.workflowId),
    ...latest.map((row) => row.workflowId),
  ].filter((id) => id !== '' && !known.has(id));
  const looked = useWorkflowNames(unknownIds);
  const nameOf = (id: string): string => {
    const name = known.get(id);
    if (name) return name;
    if (id === '') return 'Unknown workflow';
    // As the Runs screen says it (runs-table.tsx): never a bare id while the name is on its way.
    const found = looked.get(id);
    if (found?.state === 'known') return found.name;
    if (found?.state === 'missing') return `Deleted workflow ${id}`;
    return found?.state === 'failed' ? id : 'Loading the name…';
  };

  const noActions =
    actions.data !== undefined && data.actionRead.rows === 0 && !actions.hasNextPage;
  const noWorkflows = workflows.data !== undefined && data.workflowRead.rows === 0;
  return (
    <PageContainer
      title="Overview"
      subtitle={`The account’s runs in the ${PERIOD_WORDS[period]}, against the ${PREVIOUS_LABEL[period]}.`}
      actions={
        <SegmentedControl
          label="Period"
          value={period}
          options={PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }))}
          onChange={props.onPeriod}
        />
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {actions.isError && !actions.data ? (
          <ErrorState
            error={actions.error}
            what="Reading the account’s runs"
            onRetry={() => void actions.refetch()}
          />
        ) : (
          <ReadStatus data={data} />
        )}
        {noActions ? (
          <NoRunsYet hasWorkflows={!noWorkflows} />
        ) : actions.data ? (
          <FigureCards figures={data.figures} previousLabel={PREVIOUS_LABEL[period]} />
        ) : actions.isError ? null : (
          <LoadingFigures />
        )}
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
        {actions.data && !noActions ? (
          <>
            <Suspense fallback={<Paper variant="outlined" aria-busy sx={{ height: 340 }} />}>
              <RunsChart
                counts={counts}
                marks={marks}
                asTable={props.asTable}
                onAsTable={props.onAsTable}
                unit={period === '24h' ? 'per hour' : 'per day'}
              />
            </Suspense>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
            >
              <FailingWorkflows rows={failing} nameOf={nameOf} period={period} />
              <LatestFailures rows={latest} nameOf={nameOf} />
            </Box>
          </>
        ) : null}
        {workflows.data && !noWorkflows ? (
          <IdleWorkflows rows={idle} periodLabel={PERIOD_WORDS[period]} />
        ) : null}
      </Box>
    </PageContainer>
  );
}
