import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { ErrorState } from '@/components/error-state';
import { PageContainer } from '@/components/page-container';
import { SkeletonText } from '@/components/skeleton-text';
import { connectionStore } from '@/config/connection';
import { paths } from '@/config/paths';
import { useRememberVisit } from '@/hooks/use-remember-visit';
import { useStore } from '@/lib/store';
import { actionTypeQueries } from '@/features/action-types/api/queries';
import { ActionTypeHeader } from '@/features/action-types/components/action-type-header';
import { DiscardActionTypeDialog } from '@/features/action-types/components/discard-action-type-dialog';
import { FieldsCompare } from '@/features/action-types/components/fields-compare';
import { allPairs } from '@/features/action-types/pairs';
import { NotFoundPage } from '../not-found';

/** `/action-types/:id`: an action type, published vs draft, field by field. */
export function ActionTypePage() {
  const { id = '' } = useParams();
  const query = useQuery(actionTypeQueries.detail(id));
  const { adminView } = useStore(connectionStore);
  const { open } = useDialogs();
  const [notice, setNotice] = useState<string | null>(null);
  useRememberVisit(
    query.data
      ? { kind: 'action-type', id, label: query.data.name || id, path: paths.actionType(id) }
      : null,
  );

  if (query.isError && isApiError(query.error) && query.error.isNotFound) {
    return <NotFoundPage what={`Action type "${id}"`} />;
  }
  const actionType = query.data;
  const changed = actionType ? allPairs(actionType).filter((pair) => pair.changed).length : 0;
  return (
    <PageContainer documentTitle={query.data?.name}>
      {query.isError ? (
        <ErrorState
          error={query.error}
          what="Loading the action type"
          onRetry={() => void query.refetch()}
        />
      ) : !actionType ? (
        <Box aria-busy="true" aria-label="Loading the action type">
          <SkeletonText style={{ width: 320, height: 32 }} />
          <SkeletonText style={{ width: '100%', height: 240, marginTop: 24 }} />
        </Box>
      ) : (
        <Stack spacing={2}>
          <ActionTypeHeader
            actionType={actionType}
            adminView={adminView}
            onDiscard={async () => {
              if (await open(DiscardActionTypeDialog, actionType))
                setNotice('The draft was discarded: every field is its published value again.');
            }}
          />
          {notice ? (
            <Alert severity="success" role="status" onClose={() => setNotice(null)}>
              {notice}
            </Alert>
          ) : null}
          <Alert
            severity={changed > 0 ? 'warning' : actionType.has_draft ? 'info' : 'success'}
            role="status"
          >
            {changed > 0
              ? `The draft changes ${changed} of ${allPairs(actionType).length} fields.`
              : actionType.has_draft
                ? 'has_draft is set, but every draft field equals the published one.'
                : 'No draft: what you see is the published version.'}
          </Alert>
          <Typography variant="h6" component="h2">
            Published and draft, field by field
          </Typography>
          <FieldsCompare actionType={actionType} />
        </Stack>
      )}
    </PageContainer>
  );
}
