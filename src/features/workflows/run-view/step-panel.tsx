/** The step chosen on the canvas or in the list: what it is, its status, and its action when it has one. */
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Badge } from '@/components/badge';
import { StepDetails } from '@/features/actions';
import { STEP_INFO } from './step-info';
import type { RunStep } from './step-status';

function NoAction({ step }: { step: RunStep }) {
  if (step.status === 'not-reached')
    return <Typography variant="body2">This run did not reach this step.</Typography>;
  return (
    <Typography variant="body2">
      The service lists no action for this step yet
      {step.stat?.scheduledAt ? `; it is scheduled for ${step.stat.scheduledAt}` : ''}.
    </Typography>
  );
}

export function StepPanel({ step }: { step: RunStep | null }) {
  if (!step) {
    return (
      <Typography variant="body2" color="text.secondary">
        Choose a step on the canvas or in the list to see its action: its times, its failure note
        and its log.
      </Typography>
    );
  }
  const { Icon, label, tone } = STEP_INFO[step.status];
  const name = step.name || step.nodeId;
  return (
    <Stack component="section" aria-label={`Step “${name}”`} spacing={1.5}>
      <div>
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {name}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {step.nodeType} · {step.nodeId}
        </Typography>
      </div>
      {step.action ? (
        <StepDetails step={step.action} name={name} />
      ) : (
        <>
          <div>
            <Badge tone={tone} icon={<Icon aria-hidden fontSize="inherit" />}>
              {label}
            </Badge>
          </div>
          <NoAction step={step} />
        </>
      )}
    </Stack>
  );
}
