/** The run view's legend: each step status with its icon, its word and how many steps have it. */
import Stack from '@mui/material/Stack';
import { Badge } from '@/components/badge';
import { STEP_INFO } from './step-info';
import { STEP_STATUSES, type StepStatus } from './step-status';

export function RunLegend({ counts }: { counts: Record<StepStatus, number> }) {
  return (
    <Stack
      component="ul"
      aria-label="Step statuses"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {STEP_STATUSES.map((status) => {
        const { Icon, label, tone } = STEP_INFO[status];
        return (
          <li key={status}>
            <Badge tone={tone} icon={<Icon aria-hidden fontSize="inherit" />}>
              {label}: {counts[status]}
            </Badge>
          </li>
        );
      })}
    </Stack>
  );
}
