import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Badge } from '@/components/badge';
import { paths } from '@/config/paths';
import { FLAG_INFO } from './canvas/flag-info';
import type { WorkflowComparison } from './changes';
import { nodeFlags } from '@/lib/diff/layout-diff';

/** The node chosen on the canvas or in the list: what it is, what changed, and its action type. */
export function SelectedNode({
  comparison,
  nodeId,
}: {
  comparison: WorkflowComparison;
  nodeId: string;
}) {
  const node = comparison.head.nodeById.get(nodeId) ?? comparison.base.nodeById.get(nodeId);
  if (!node) return null;
  const flags = [...(nodeFlags(comparison.layout).get(nodeId) ?? [])];
  const before = comparison.base.nodeById.get(nodeId);
  const actionTypeIds = [
    ...new Set([before?.actionTypeId, node.actionTypeId].filter((id): id is string => Boolean(id))),
  ];
  return (
    <Stack
      component="section"
      aria-label="Selected node"
      spacing={0.5}
      sx={{ mb: 2, pb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography variant="subtitle2" component="h2">
        Selected node
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
        {node.name}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {node.type} · {node.id}
      </Typography>
      {flags.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {flags.map((flag) => {
            const { Icon, label, tone } = FLAG_INFO[flag];
            return (
              <Badge key={flag} tone={tone}>
                <Icon aria-hidden />
                {label}
              </Badge>
            );
          })}
        </Stack>
      ) : (
        <Typography variant="caption">Unchanged.</Typography>
      )}
      {actionTypeIds.map((id) => (
        <Link key={id} component={RouterLink} to={paths.actionType(id)} variant="body2">
          Open its action type
          {actionTypeIds.length > 1 ? (id === node.actionTypeId ? ' (now)' : ' (before)') : ''}
        </Link>
      ))}
    </Stack>
  );
}
