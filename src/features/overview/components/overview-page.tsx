/**
 * The overview (`/?period=24h|7d|30d`): the account's health over the period at a glance. Figures
 * with their change, the workflows' states, runs and failures over time, where the failures are,
 * and what stopped running; refreshed every 30 s while the tab is visible.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { SegmentedControl } from '@/components/segmented-control';
import { SkeletonText } from '@/components/skeleton-text';
import { paths } from '@/config/paths';
import { PERIOD_LABELS, PERIODS, type Period } from '@/features/actions';
import { useOverview } from '../use-overview';
import { FigureCards } from './figure-cards';
import { OverviewDetails } from './overview-details';
import { PERIOD_WORDS, PREVIOUS_LABEL } from './period-words';
import { ReadStatus } from './read-status';

interface OverviewPageProps {
  period: Period;
  onPeriod: (period: Period) => void;
  asTable: boolean;
  onAsTable: (asTable: boolean) => void;
  userKey: string;
  now: number;
  /** Behind the gateway: the chart marks published-version changes. */
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
  const data = useOverview(period, props.userKey, props.now);
  const { actions, workflows } = data;
  // The figures' frame first: everything below them renders just after it, in a render of its own
  // that the browser may interrupt (about a third of the first render's time on a first visit).
  const withDetails = useDeferredValue(true, false);

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
        {withDetails ? (
          <OverviewDetails
            data={data}
            period={period}
            asTable={props.asTable}
            onAsTable={props.onAsTable}
            userKey={props.userKey}
            withMarks={props.withMarks}
            withRuns={actions.data !== undefined && !noActions}
            withIdle={workflows.data !== undefined && !noWorkflows}
          />
        ) : (
          // Busy for the frame it stands in, so whoever waits for the page to settle waits for it.
          <Box aria-busy sx={{ minHeight: 340 }} />
        )}
      </Box>
    </PageContainer>
  );
}
