/**
 * The run's steps as a list, the same as the canvas says (status as an icon and a word, never colour
 * alone): in the order they ran, then those not reached. Choosing one selects it, as on the canvas.
 */
import Typography from '@mui/material/Typography';
import { Timestamp } from '@/components/timestamp';
import { STEP_INFO } from './step-info';
import type { RunStep } from './step-status';

interface StepListProps {
  steps: RunStep[];
  selectedId: string | null;
  onSelect: (nodeId: string) => void;
}

function When({ step }: { step: RunStep }) {
  const action = step.action;
  if (action?.failed_at_utc)
    return (
      <>
        failed <Timestamp text={action.failed_at_string} utc={action.failed_at_utc} />
      </>
    );
  if (action?.completed_at_utc)
    return (
      <>
        done <Timestamp text={action.completed_at_string} utc={action.completed_at_utc} />
      </>
    );
  if (action?.run_at_utc)
    return (
      <>
        started <Timestamp text={action.run_at_string} utc={action.run_at_utc} />
      </>
    );
  return null;
}

export function StepList({ steps, selectedId, onSelect }: StepListProps) {
  return (
    <ol className="run-steps" aria-label="Steps of this run">
      {steps.map((step) => {
        const { Icon, label } = STEP_INFO[step.status];
        const raw = step.rawStatus && step.rawStatus !== step.status ? ` (${step.rawStatus})` : '';
        return (
          <li key={step.nodeId}>
            <button
              type="button"
              className="run-steps__item"
              aria-current={step.nodeId === selectedId ? 'true' : undefined}
              onClick={() => onSelect(step.nodeId)}
            >
              <span className={`run-steps__status wfc-run--${step.status}`}>
                <Icon aria-hidden fontSize="inherit" />
                {label}
                {raw}
              </span>
              <span className="run-steps__name">{step.name || step.nodeId}</span>
              <Typography component="span" variant="caption" color="text.secondary">
                {step.nodeType}
                {step.action?.run_at_utc ? ' · ' : ''}
                <When step={step} />
              </Typography>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
