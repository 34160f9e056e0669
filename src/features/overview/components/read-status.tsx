/**
 * What the overview has read and how far: a progress bar while pages come in, where the read
 * reached, why figures say "at least" when it stopped at the bound, where the run counts come from
 * (the service's usage, the gateway's daily figures), and a failed page with a retry (what was read
 * stays).
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@/components/error-state';
import { ProgressBar } from '@/components/progress-bar';
import { stepTime } from '@/features/actions';
import { formatUtc } from '@/utils/format-utc';
import { formatCount } from '@/utils/format-count';
import { MAX_OVERVIEW_PAGES } from '../api/queries';
import type { StoredFigures } from '../stored';
import type { OverviewData } from '../use-overview';

/** Where the runs before the store's `through` come from, and how far back that reaches. */
function storeSource(stored: StoredFigures, previousStart: number): string {
  const through = formatUtc(new Date(stored.through).toISOString());
  const reach =
    stored.coveredFrom > previousStart
      ? ` They reach back to ${formatUtc(new Date(stored.coveredFrom).toISOString())}; older runs come from the actions read.`
      : '';
  return `Runs before ${through} from the gateway’s daily figures.${reach}`;
}

const MAX_ROWS = formatCount(MAX_OVERVIEW_PAGES * 100);

export function ReadStatus({ data }: { data: OverviewData }) {
  const { actions, workflows, actionRead, workflowRead, oldestRead, stored } = data;
  const busy =
    actionRead.reading ||
    workflowRead.reading ||
    actions.isFetching ||
    workflows.isFetching ||
    data.daily.isFetching;
  const reachedUtc = oldestRead ? stepTime(oldestRead) : null;
  const failedPage = actions.isFetchNextPageError
    ? actions
    : workflows.isFetchNextPageError
      ? workflows
      : null;
  return (
    <div>
      <ProgressBar label="Reading the account’s runs" visible={busy} />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
        {actions.data
          ? `Read ${formatCount(actionRead.rows)} finished ${actionRead.rows === 1 ? 'action' : 'actions'} in ${formatCount(actionRead.pages)} ${actionRead.pages === 1 ? 'page' : 'pages'}${reachedUtc ? `, back to ${formatUtc(reachedUtc)}` : ''}${actionRead.reading ? '; reading on…' : '.'}`
          : 'Reading the account’s finished actions…'}{' '}
        {data.figures.runsFrom === 'usage'
          ? 'Runs are counted by the service (GET /account/usage); failures from the actions read.'
          : ''}
      </Typography>
      {stored ? (
        <Typography variant="body2" color="text.secondary" data-testid="overview-source">
          {storeSource(stored, data.window.previousStart)}
        </Typography>
      ) : null}
      {actionRead.bounded || workflowRead.bounded ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          Figures marked “at least” are lower bounds: the overview reads at most{' '}
          {MAX_OVERVIEW_PAGES} pages ({MAX_ROWS} rows) of{' '}
          {actionRead.bounded ? 'actions' : 'workflows'}, and
          {actionRead.bounded && reachedUtc
            ? ` they reach back to ${formatUtc(reachedUtc)} only.`
            : ' there are more.'}{' '}
          The Runs screen reads further.
        </Alert>
      ) : null}
      {failedPage ? (
        <ErrorState
          error={failedPage.error}
          what="Reading older pages"
          onRetry={() => void failedPage.fetchNextPage()}
          hint="The figures from what was read stay, marked “at least”."
        />
      ) : null}
    </div>
  );
}
