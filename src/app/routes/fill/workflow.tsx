/**
 * `/fill/workflows/:id?user_key=...`: the settings form alone, for an end user: the workflow's name
 * and description, the form, nothing of the console around it. Works on a narrow screen and by
 * keyboard.
 */
import { useFillUserKey } from './use-fill-user-key';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { DocumentTitle } from '@/components/document-title';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonText } from '@/components/skeleton-text';
import { SettingsForm } from '@/features/settings-form/components/settings-form';
import { workflowQueries } from '@/features/workflows/api/queries';

export function FillWorkflowPage() {
  const { id = '' } = useParams();
  const userKey = useFillUserKey();
  const query = useQuery(workflowQueries.detail(id, userKey));
  const workflow = query.data;

  const notFound = query.isError && isApiError(query.error) && query.error.isNotFound;
  const hasForm = Array.isArray(workflow?.form) && workflow.form.length > 0;
  return (
    <Container
      component="main"
      id="main"
      maxWidth="md"
      sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}
    >
      <DocumentTitle title={workflow?.name} suffix="Settings" />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {notFound ? (
          <EmptyState
            title="This form was not found"
            description="The link may be old, or the workflow was removed. Ask whoever sent it for a new one."
          />
        ) : query.isError ? (
          <ErrorState
            error={query.error}
            what="Loading the form"
            onRetry={() => void query.refetch()}
          />
        ) : !workflow ? (
          <Box aria-busy="true" aria-label="Loading the form">
            <SkeletonText style={{ width: '60%', height: 32 }} />
            <SkeletonText style={{ width: '90%' }} />
            <SkeletonText style={{ width: '100%', height: 220, marginTop: 24 }} />
          </Box>
        ) : (
          <>
            <Typography
              variant="h4"
              component="h1"
              sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2rem' } }}
            >
              {workflow.name}
            </Typography>
            {workflow.description ? (
              <Typography
                color="text.secondary"
                sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              >
                {workflow.description}
              </Typography>
            ) : null}
            <Box sx={{ mt: 3 }}>
              {hasForm ? (
                <SettingsForm
                  key={`${workflow.id}:${userKey}`}
                  workflow={workflow}
                  userKey={userKey}
                  idPrefix="fill"
                />
              ) : (
                <EmptyState
                  title="Nothing to fill in"
                  description="This workflow has no settings."
                />
              )}
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}
