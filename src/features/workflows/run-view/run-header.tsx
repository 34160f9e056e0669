/**
 * What the run is: its status (the service's word, or derived from its steps), when it started and
 * how long it took, whether the view is still following it, the data it ran with, and, once it has
 * ended with its data known, "Run again" with the same data or with the data edited first.
 */
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { newIdempotencyKey } from '@/api/client';
import { extensionInfo } from '@/api/extensions';
import type { Workflow } from '@/api/models';
import { ExtensionError } from '@/components/extension-error';
import { DefinitionList, type Definition } from '@/components/definition-list';
import { GuardedButton } from '@/components/guarded-button';
import { JsonView } from '@/components/json-view';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import { useCan } from '@/hooks/use-can';
import { useExtension } from '@/hooks/use-extension';
import { durationText } from '@/lib/relative-time';
import { StatusBadge } from '@/features/actions';
import { useExecuteWorkflow } from '../api/extension-mutations';
import type { useRun } from './use-run';

const EXECUTE = extensionInfo('execute');

interface RunHeaderProps {
  workflow: Workflow;
  executionId: string;
  run: ReturnType<typeof useRun>;
  userKey: string;
  /** Opens the Run dialog with this data to edit first. */
  onRunAgain: (data?: Record<string, unknown>) => void;
  /** A run started again with the same data: open it. */
  onStarted: (executionId: string) => void;
}

function timesOf(run: RunHeaderProps['run']) {
  const actions = run.data?.actions ?? [];
  const starts = actions.flatMap((a) => (a.run_at_utc ? [a.run_at_utc] : [])).sort();
  const ends = actions
    .flatMap((a) => [a.completed_at_utc, a.failed_at_utc, a.stopped_at_utc])
    .filter((t): t is string => t !== null)
    .sort();
  const start = starts[0] ?? null;
  const end = run.ended ? (ends.at(-1) ?? null) : null;
  return { start, took: start && end ? durationText(Date.parse(end) - Date.parse(start)) : null };
}

export function RunHeader(props: RunHeaderProps) {
  const { workflow, executionId, run, onRunAgain } = props;
  const can = useCan('runWorkflows');
  const again = useExecuteWorkflow(workflow.id);
  const offered = useExtension('execute') !== 'not-offered';
  const execution = run.data?.execution ?? null;
  const data = execution?.execution_data ?? null;
  const { start, took } = timesOf(run);
  const items: Definition[] = [
    {
      label: 'Started',
      value: execution ? (
        <Timestamp text={execution.created_at_string} utc={execution.created_at_utc} />
      ) : (
        <Timestamp text={null} utc={start} never="Not yet" />
      ),
    },
    { label: 'Took', value: <span>{took ?? (run.ended ? '—' : 'Still running')}</span> },
  ];
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="run-title">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id="run-title" variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          Run {execution?.hashid || executionId}
        </Typography>
        {run.status ? <StatusBadge status={run.status} /> : null}
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {run.data
            ? run.ended
              ? 'This run has ended.'
              : 'Following the run while it runs…'
            : 'Loading…'}
        </Typography>
        <Link component={RouterLink} to={paths.workflow(workflow.id, 'actions')} variant="body2">
          All runs of this workflow
        </Link>
      </Stack>
      <DefinitionList items={items} />
      {execution ? (
        <details>
          <summary>
            <Typography component="span" variant="body2">
              The data it ran with
            </Typography>
          </summary>
          <JsonView value={data} empty="The service does not say." label="Execution data" />
        </details>
      ) : null}
      {run.ended && data && offered ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <GuardedButton
            capability={can}
            variant="contained"
            startIcon={<ReplayOutlined />}
            disabled={again.isPending}
            onClick={() =>
              again.mutate(
                {
                  userKey: props.userKey,
                  executionData: data,
                  idempotencyKey: newIdempotencyKey(),
                },
                { onSuccess: (started) => props.onStarted(started.id) },
              )
            }
          >
            {again.isPending ? 'Starting…' : 'Run again with the same data'}
          </GuardedButton>
          <GuardedButton capability={can} variant="outlined" onClick={() => onRunAgain(data)}>
            Run again with edited data…
          </GuardedButton>
        </Stack>
      ) : null}
      {again.error ? (
        <ExtensionError error={again.error} what="Running it again" extension={EXECUTE} />
      ) : null}
    </Stack>
  );
}
