/** A run's steps, failures first, each with its status, node, times, failure note and its log. */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { Action } from '@/api/models';
import { Timestamp } from '@/components/timestamp';
import { durationText } from '@/lib/relative-time';
import { withUniqueKeys } from '@/utils/unique-keys';
import { stepEnd, type Run } from '../runs';
import { StatusBadge } from './status-badge';

const Step = styled('li')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '110px minmax(0, 1fr) auto',
  alignItems: 'start',
  columnGap: 12,
  rowGap: 2,
  padding: '8px 0',
  borderTop: `1px solid ${theme.palette.divider}`,
  '&:first-of-type': { borderTop: 0 },
  // On a phone the status takes a line of its own, above the step's name and its Log button.
  [theme.breakpoints.down('sm')]: {
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    '& > .step-status': { gridColumn: '1 / -1' },
  },
}));

function took(step: Action): string | null {
  const end = stepEnd(step);
  return step.run_at_utc && end
    ? durationText(Date.parse(end) - Date.parse(step.run_at_utc))
    : null;
}

interface RunStepsProps {
  run: Run;
  id: string;
  nodeNames?: ReadonlyMap<string, string>;
  onShowLog: (step: Action) => void;
}

export function RunSteps({ run, id, nodeNames, onShowLog }: RunStepsProps) {
  const steps = withUniqueKeys(run.steps, (step) => step.uuid || step.hashid || '');
  return (
    <ul
      id={id}
      aria-label={`Steps of run ${run.executionId || run.key}`}
      style={{ margin: 0, padding: 0, listStyle: 'none' }}
    >
      {steps.map(({ key, row: step }) => {
        const nodeName = nodeNames?.get(step.node_id);
        const name = step.name || nodeName || 'Unnamed step';
        const duration = took(step);
        return (
          <Step key={key}>
            <div className="step-status">
              <StatusBadge status={step.status} />
            </div>
            <div style={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {name}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                component="div"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {nodeName && nodeName !== name ? `node “${nodeName}” · ` : 'node '}
                <code>{step.node_id || 'none'}</code>
                {step.run_at_utc ? (
                  <>
                    {' · ran '}
                    <Timestamp text={step.run_at_string} utc={step.run_at_utc} />
                  </>
                ) : (
                  ' · not run yet'
                )}
                {duration ? ` · took ${duration}` : ''}
              </Typography>
              {step.failure_note ? (
                <Typography
                  variant="body2"
                  color="error"
                  sx={{ overflowWrap: 'anywhere', mt: 0.5 }}
                >
                  <span className="visually-hidden">Failure note: </span>
                  {step.failure_note}
                </Typography>
              ) : null}
            </div>
            <Button size="small" onClick={() => onShowLog(step)} aria-label={`Log of ${name}`}>
              Log
            </Button>
          </Step>
        );
      })}
    </ul>
  );
}
