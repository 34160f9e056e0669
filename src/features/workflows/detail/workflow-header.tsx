import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WorkflowSummary } from '@/api/models';
import { Badge } from '@/components/badge';
import { CopyButton } from '@/components/copy-button';
import { useExtension } from '@/hooks/use-extension';
import { DiscardDraftButton } from '@/components/discard-draft-button';
import { DraftChip, OnOffChip, StatusChip } from '../components/status-chips';
import { PublishButton } from '../publish/publish-button';
import { RunButton } from '../run/run-button';
import { WorkflowSwitch } from '../components/workflow-switch';

interface WorkflowHeaderProps {
  workflow: Pick<
    WorkflowSummary,
    'id' | 'name' | 'key' | 'status' | 'on' | 'has_draft' | 'is_managed' | 'last_published_at_utc'
  >;
  onDiscard: () => void;
  onPublish: () => void;
  onRun: () => void;
}

export function WorkflowHeader({ workflow, onDiscard, onPublish, onRun }: WorkflowHeaderProps) {
  const hasDraft = workflow.has_draft;
  const switchable = useExtension('update') !== 'not-offered';
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
          {switchable ? (
            <span style={{ display: 'inline-flex', alignItems: 'center' }}>
              <WorkflowSwitch workflow={workflow} withWord />
            </span>
          ) : (
            <OnOffChip on={workflow.on} />
          )}
          <DraftChip hasDraft={workflow.has_draft} />
          {workflow.is_managed ? (
            <Badge tone="info" icon={<LockOutlined />}>
              Managed (read-only)
            </Badge>
          ) : null}
        </Stack>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flex: 'none', flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <RunButton published={workflow.last_published_at_utc !== null} onRun={onRun} />
        <PublishButton hasDraft={hasDraft} onPublish={onPublish} />
        <DiscardDraftButton hasDraft={hasDraft} onDiscard={onDiscard} />
      </Stack>
    </Stack>
  );
}
