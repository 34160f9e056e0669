import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { connectionStore } from '@/config/connection';
import { paths } from '@/config/paths';
import { useStore } from '@/lib/store';
import { compareWorkflow } from '@/features/workflows/compare/changes';
import { DraftBanner } from '@/features/workflows/compare/draft-banner';
import { ActionTypesCard } from '@/features/workflows/detail/action-types-card';
import { ClonesCard } from '@/features/workflows/clones/clones-card';
import { DraftFieldsCard } from '@/features/workflows/detail/draft-fields-card';
import {
  AdminCard,
  CountsCard,
  IdentityCard,
  SettingsSummaryCard,
  StateCard,
} from '@/features/workflows/detail/overview-cards';
import { useWorkflowRoute } from './context';
import { useWorkflowActionTypes } from './use-action-types';

export function WorkflowOverviewPage() {
  const { workflow } = useWorkflowRoute();
  const { adminView } = useStore(connectionStore);
  const comparison = useMemo(() => compareWorkflow(workflow), [workflow]);
  const { uses, details } = useWorkflowActionTypes(workflow);
  return (
    <Box>
      <DraftBanner state={comparison.state} />
      {comparison.changes.length > 0 ? (
        <Button
          component={RouterLink}
          to={paths.workflow(workflow.id, 'compare')}
          variant="contained"
          sx={{ mb: 2 }}
        >
          Compare the draft with what is published
        </Button>
      ) : null}
      <Box sx={{ mb: 2 }}>
        <DraftFieldsCard workflow={workflow} />
      </Box>
      {workflow.is_template === true ? (
        <Box sx={{ mb: 2 }}>
          <ClonesCard workflow={workflow} />
        </Box>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <IdentityCard workflow={workflow} />
        <StateCard workflow={workflow} />
        <CountsCard workflow={workflow} />
        <SettingsSummaryCard workflow={workflow} workflowId={workflow.id} />
        <ActionTypesCard uses={uses} details={details} />
        {adminView ? <AdminCard workflow={workflow} /> : null}
      </Box>
    </Box>
  );
}
