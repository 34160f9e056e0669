import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { connectionStore } from '@/config/connection';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { prefetch } from '@/lib/query-client';
import { useStore } from '@/lib/store';
import { workflowQueries } from '@/features/workflows/api/queries';
import {
  hasNarrowingFilters,
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
  const firstPage = withFilters(params, {});

  const empty = () => {
    if (hasNarrowingFilters(params)) {
      return (
        <EmptyState
          title="No workflows match these filters"
          description={`User "${userKey}" may have workflows, but none with these filters.`}
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
        <PagedList
          list={list}
          what="Loading workflows"
          noun="workflows"
          limit={params.limit}
          idOf={(row) => (typeof row.id === 'string' ? row.id : undefined)}
          onNext={(id) => navigate({ ...firstPage, startingAfter: id })}
          onPrevious={(id) => navigate({ ...firstPage, endingBefore: id })}
          onLimitChange={(limit) => navigate(withFilters(params, { limit }))}
          backToFirstPage={
            params.startingAfter || params.endingBefore ? () => navigate(firstPage) : null
          }
          empty={empty()}
        >
          {(rows) => (
            <WorkflowsTable
              rows={rows}
              skeletonRows={Math.min(params.limit, 25)}
              onRowHover={(row) => {
                if (typeof row.id === 'string')
                  prefetch(queryClient, workflowQueries.detail(row.id, actingUserKey));
              }}
            />
          )}
        </PagedList>
      </Paper>
    </PageContainer>
  );
}
