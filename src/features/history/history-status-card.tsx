/**
 * The Connection page's history panel (gateway mode): how much history the gateway keeps, what the
 * background scan reads and when it last ran.
 */
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/error-state';
import { SkeletonText } from '@/components/skeleton-text';
import { Timestamp } from '@/components/timestamp';
import { historyQueries, type HistoryStatus } from './api';

const plural = (count: number, word: string) =>
  `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

function every(seconds: number): string {
  if (seconds % 3600 === 0) return plural(seconds / 3600, 'hour');
  if (seconds % 60 === 0) return plural(seconds / 60, 'minute');
  return plural(seconds, 'second');
}

function LastRun({ scan }: { scan: HistoryStatus['scan'] }) {
  const last = scan.last;
  return (
    <Typography variant="body2">
      {scan.running ? 'A scan is under way. ' : ''}
      {scan.waiting_until ? (
        <>
          The service asked it to wait (429) until{' '}
          <Timestamp text={null} utc={scan.waiting_until} />.{' '}
        </>
      ) : null}
      {last && scan.finished_at ? (
        <>
          Last run finished <Timestamp text={null} utc={scan.finished_at} />:{' '}
          {plural(last.workflows, 'workflow')} read, {plural(last.changes, 'change')} found,{' '}
          {plural(last.requests, 'request')} in {(last.duration_ms / 1000).toFixed(1)} s
          {last.errors > 0 ? `, ${plural(last.errors, 'read')} failed` : ''}
          {last.firings > 0 ? `, ${plural(last.firings, 'alert')} fired` : ''}.
        </>
      ) : (
        'It has not finished a run yet.'
      )}
    </Typography>
  );
}

export function HistoryStatusCard() {
  const status = useQuery(historyQueries.status());
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="h6" component="h2">
            Workflow history
          </Typography>
          {status.isError ? (
            <ErrorState
              error={status.error}
              what="Loading the history’s state"
              server="gateway"
              onRetry={() => void status.refetch()}
            />
          ) : !status.data ? (
            <SkeletonText style={{ width: '100%', height: 64 }} />
          ) : (
            <>
              <Typography variant="body2">
                {plural(status.data.size.versions, 'version')} of{' '}
                {plural(status.data.size.workflows, 'workflow')}
                {status.data.size.oldest ? (
                  <>
                    , the oldest seen <Timestamp text={null} utc={status.data.size.oldest} />
                  </>
                ) : null}
                ; kept{' '}
                {status.data.retention_days === null
                  ? 'without limit'
                  : `${plural(status.data.retention_days, 'day')} (the latest of each always)`}
                {status.data.git_export ? ', and committed to a git repository' : ''}.
              </Typography>
              <Typography variant="body2">
                The background scan reads {plural(status.data.scope.total, 'workflow')} every{' '}
                {every(status.data.interval_seconds)}: {status.data.scope.templates} templates,{' '}
                {status.data.scope.opened} opened in the last 30 days, {status.data.scope.watched}{' '}
                watched (some are more than one).
              </Typography>
              <LastRun scan={status.data.scan} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
