import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { connectionStore } from '@/config/connection';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { CursorPagination } from '@/components/cursor-pagination';
import { PageContainer } from '@/components/page-container';
import { ProgressBar } from '@/components/progress-bar';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { prefetch } from '@/lib/query-client';
import { useStore } from '@/lib/store';
import { workflowQueries } from '@/features/workflows/api/queries';
import {
  hasNarrowingFilters,
  LIMIT_CHOICES,
  parseListParams,
  toApiQuery,
  toSearchParams,
  withFilters,
  type WorkflowListParams,
} from '@/features/workflows/list/list-params';
import { WorkflowFilters } from '@/features/workflows/list/workflow-filters';
import { WorkflowsTable } from '@/features/workflows/list/workflows-table';

export function WorkflowListPage() {
  const [search, setSearch] = useSearchParams();
  const params = parseListParams(search);
  const actingUserKey = useActingUserKey();
  const { adminView } = useStore(connectionStore);
  const query = toApiQuery(params, actingUserKey);
  const list = useQuery({ ...workflowQueries.list(query), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const userKey = query.user_key ?? actingUserKey;

  const navigate = (next: WorkflowListParams) => setSearch(toSearchParams(next));
  const rows = list.data?.collection;
  const first = rows?.[0];
  const last = rows?.[rows.length - 1];
  const pageParams = withFilters(params, {});

  const empty = () => {
    if (params.startingAfter || params.endingBefore) {
      return (
        <EmptyState
          title="Nothing on this page"
          description="The list changed since this page was linked."
          action={<Button onClick={() => navigate(pageParams)}>Back to the first page</Button>}
        />
      );
    }
    if (hasNarrowingFilters(params)) {
      return (
        <EmptyState
          title="No workflows match these filters"
          description={`User "${userKey}" has workflows, but none with these filters.`}
          action={
            <Button
              onClick={() =>
                navigate(withFilters(params, { on: undefined, isTemplate: undefined }))
              }
            >
              Clear filters
            </Button>
          }
        />
      );
    }
    return (
      <EmptyState
        title={`User "${userKey}" has no workflows yet`}
        description="Workflows are created in the service. Try another user key."
      />
    );
  };

  return (
    <PageContainer
      title="Workflows"
      subtitle={`Workflows of user "${userKey}", ${params.orderDirection === 'asc' ? 'oldest' : 'newest'} first.`}
    >
      <Paper variant="outlined">
        <WorkflowFilters
          params={params}
          actingUserKey={actingUserKey}
          adminView={adminView}
          onChange={(patch) => navigate(withFilters(params, patch))}
          onClear={() => navigate({ limit: params.limit })}
        />
        <ProgressBar label="Loading the page" visible={list.isFetching && rows !== undefined} />
        {list.isError ? (
          <ErrorState
            error={list.error}
            what="Loading workflows"
            onRetry={() => void list.refetch()}
          />
        ) : rows !== undefined && rows.length === 0 ? (
          empty()
        ) : (
          <WorkflowsTable
            rows={rows}
            skeletonRows={params.limit > 25 ? 25 : params.limit}
            onRowHover={(row) => {
              if (typeof row.id === 'string') {
                prefetch(queryClient, workflowQueries.detail(row.id, actingUserKey));
              }
            }}
          />
        )}
        {list.data && rows && rows.length > 0 ? (
          <CursorPagination
            noun="workflows"
            limit={params.limit}
            limitChoices={LIMIT_CHOICES}
            count={rows.length}
            hasPrevious={list.data.meta.has_previous_page}
            hasNext={list.data.meta.has_next_page}
            busy={list.isPlaceholderData}
            onLimitChange={(limit) => navigate(withFilters(params, { limit }))}
            onPrevious={() => first && navigate({ ...pageParams, endingBefore: first.id })}
            onNext={() => last && navigate({ ...pageParams, startingAfter: last.id })}
          />
        ) : null}
      </Paper>
    </PageContainer>
  );
}
