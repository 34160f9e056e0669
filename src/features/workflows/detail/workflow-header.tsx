import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkflowSummary } from '@/api/models';
import { Badge } from '@/components/badge';
import { CopyButton } from '@/components/copy-button';
import { DiscardDraftButton } from '@/components/discard-draft-button';
import { DraftChip, OnOffChip, StatusChip } from '../components/status-chips';

interface WorkflowHeaderProps {
  workflow: Pick<WorkflowSummary, 'name' | 'key' | 'status' | 'on' | 'has_draft' | 'is_managed'>;
  onDiscard: () => void;
}

export function WorkflowHeader({ workflow, onDiscard }: WorkflowHeaderProps) {
  const hasDraft = workflow.has_draft;
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {workflow.name || '(unnamed workflow)'}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            component="code"
            variant="body2"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {workflow.key}
          </Typography>
          {workflow.key ? <CopyButton value={workflow.key} label="Copy the workflow key" /> : null}
          <StatusChip status={workflow.status} />
          <OnOffChip on={workflow.on} />
          <DraftChip hasDraft={workflow.has_draft} />
          {workflow.is_managed ? (
            <Badge tone="info" icon={<LockOutlined />}>
              Managed (read-only)
            </Badge>
          ) : null}
        </Stack>
      </Box>
      <Box sx={{ flex: 'none' }}>
        <DiscardDraftButton hasDraft={hasDraft} onDiscard={onDiscard} />
      </Box>
    </Stack>
  );
}
