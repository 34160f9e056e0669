/** The acting user's workflows: on, off, drafts waiting for review, each a link to the filtered list. */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { formatCount } from '@/utils/format-count';
import type { WorkflowCounts } from '../failures';

interface WorkflowStatesProps {
  counts: WorkflowCounts;
  /** The read stopped at the bound: the counts are lower bounds. */
  atLeast: boolean;
  userKey: string;
}

export function WorkflowStates({ counts, atLeast, userKey }: WorkflowStatesProps) {
  const count = (value: number) => `${atLeast ? 'at least ' : ''}${formatCount(value)}`;
  const items = [
    { label: 'On', value: counts.on, to: paths.workflows('on=true') },
    { label: 'Off', value: counts.off, to: paths.workflows('on=false') },
    { label: 'Drafts waiting', value: counts.drafts, to: paths.workflows('draft=true') },
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="overview-workflows"
      sx={{ p: 2 }}
    >
      <Typography id="overview-workflows" variant="subtitle1" component="h2">
        Workflows
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {count(counts.total)} workflows of user {userKey}, as they are now.
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {items.map((item) => (
          <Link key={item.label} component={RouterLink} to={item.to} underline="hover">
            <Typography variant="h5" component="span" sx={{ display: 'block' }}>
              {count(item.value)}
            </Typography>
            <Typography variant="body2" component="span">
              {item.label}
            </Typography>
          </Link>
        ))}
      </Stack>
    </Paper>
  );
}
