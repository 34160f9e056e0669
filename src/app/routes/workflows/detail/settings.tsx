import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { ErrorBoundary } from '@/components/error-boundary';
import { paths } from '@/config/paths';
import { DiagnosticsPanel } from '@/features/settings-form/components/diagnostics-panel';
import { SettingsForm } from '@/features/settings-form/components/settings-form';
import { useFormModel } from '@/features/dynamic-form';
import { ActingUserButton } from '@/app/layout/acting-user-button';
import { useWorkflowRoute } from './context';

/** `/workflows/:id/settings`: the form for the acting user, the end-user view, and diagnostics. */
export function WorkflowSettingsPage() {
  const { workflow, userKey } = useWorkflowRoute();
  const model = useFormModel(workflow);
  const hasForm = model.slots.length > 0;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(320px, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography variant="h6" component="h2">
            Settings form
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
            <ActingUserButton inline />
            <Button
              size="small"
              component={RouterLink}
              to={paths.fill(workflow.id, userKey)}
              target="_blank"
              endIcon={<OpenInNew />}
            >
              End-user view
            </Button>
          </Stack>
        </Stack>
        {hasForm ? (
          <ErrorBoundary what="the settings form" resetKeys={[workflow.id, userKey]}>
            <SettingsForm key={`${workflow.id}:${userKey}`} workflow={workflow} userKey={userKey} />
          </ErrorBoundary>
        ) : (
          <EmptyState title="This workflow has no settings form" />
        )}
      </Paper>
      {hasForm ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <ErrorBoundary what="the diagnostics" resetKeys={[model]}>
            <DiagnosticsPanel key={`${workflow.id}:${userKey}`} model={model} />
          </ErrorBoundary>
        </Paper>
      ) : null}
    </Box>
  );
}
