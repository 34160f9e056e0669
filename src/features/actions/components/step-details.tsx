/**
 * One step of a run, read: its status, its times (and how long it took), its failure note and its log
 * as readable JSON with a copy button. The log drawer and the run view's side panel show it.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Action } from '@/api/models';
import { CopyButton } from '@/components/copy-button';
import { DefinitionList, type Definition } from '@/components/definition-list';
import { JsonView } from '@/components/json-view';
import { Timestamp } from '@/components/timestamp';
import { durationText } from '@/lib/relative-time';
import { toJsonText } from '@/utils/json-text';
import { stepEnd } from '../runs';
import { StatusBadge } from './status-badge';

const MOMENTS = [
  ['Ran', 'run_at'],
  ['Completed', 'completed_at'],
  ['Failed', 'failed_at'],
  ['Stopped', 'stopped_at'],
] as const;

function StepTimes({ step }: { step: Action }) {
  const end = stepEnd(step);
  const took =
    step.run_at_utc && end ? durationText(Date.parse(end) - Date.parse(step.run_at_utc)) : null;
  const items: Definition[] = MOMENTS.filter(([, key]) => step[`${key}_utc`] !== null).map(
    ([label, key]) => ({
      label,
      value: <Timestamp text={step[`${key}_string`]} utc={step[`${key}_utc`]} />,
    }),
  );
  if (took) items.push({ label: 'Took', value: <span>{took}</span> });
  if (items.length === 0) items.push({ label: 'Times', value: <span>Not run yet</span> });
  return <DefinitionList items={items} />;
}

export function StepDetails({ step, name }: { step: Action; name: string }) {
  return (
    <>
      <div>
        <StatusBadge status={step.status} />
      </div>
      <StepTimes step={step} />
      {step.failure_note ? (
        <Typography role="note" color="error" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {step.failure_note}
        </Typography>
      ) : null}
      <Box sx={{ minHeight: 0, flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="h3">
            Log
          </Typography>
          <CopyButton value={toJsonText(step.log)} label="Copy the log as JSON" />
        </Stack>
        {Object.keys(step.log).length > 0 ? (
          <JsonView value={step.log} label={`Log of ${name}`} maxHeight={10_000} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            The log is empty.
          </Typography>
        )}
      </Box>
    </>
  );
}
