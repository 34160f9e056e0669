import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { connectionStore } from '@/config/connection';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useListSearch } from '@/hooks/use-list-search';
import { clearedPatch } from '@/lib/list-search';
import { prefetch } from '@/lib/query-client';
import { useStore } from '@/lib/store';
import { workflowQueries } from '@/features/workflows/api/queries';
import {
  orderInForce,
  orderPatch,
  orderText,
  type OrderBy,
} from '@/features/workflows/list/list-order';
import {
  hasNarrowingFilters,
  toApiQuery,
  workflowListParams,
} from '@/features/workflows/list/list-params';
import { WorkflowFilters } from '@/features/workflows/list/workflow-filters';
import { WorkflowsTable, type WorkflowColumn } from '@/features/workflows/list/workflows-table';

/** The columns the service sorts by, and their `order_by`. */
const SORTED_BY = new Map<WorkflowColumn, OrderBy>([
  ['name', 'name'],
  ['created', 'created_at'],
  ['updated', 'updated_at'],
]);
const COLUMN_OF = new Map([...SORTED_BY].map(([column, by]) => [by, column]));
const DIRECTION_WORDS = { name: ['A to Z', 'Z to A'], time: ['oldest first', 'newest first'] };

export function WorkflowListPage() {
  const listSearch = useListSearch(workflowListParams);
  const { values, page } = listSearch;
  const actingUserKey = useActingUserKey();
  const { adminView } = useStore(connectionStore);
  const query = toApiQuery(listSearch, actingUserKey);
  const list = useQuery({ ...workflowQueries.list(query), placeholderData: keepPreviousData });
  const queryClient = useQueryClient();
  const userKey = query.user_key ?? actingUserKey;
  const order = orderInForce(values);

  const empty = () => {
    if (hasNarrowingFilters(values)) {
      return (
        <EmptyState
          title="No workflows match these filters"
          description={`User "${userKey}" may have workflows, but none with these filters.`}
          action={
            <Button
              onClick={() => listSearch.setFilters({ on: undefined, is_template: undefined })}
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
      subtitle={`Workflows of user "${userKey}", ${orderText(order)}.`}
    >
      <Paper variant="outlined">
        <WorkflowFilters
          values={values}
          actingUserKey={actingUserKey}
          adminView={adminView}
          onChange={listSearch.setFilters}
          onClear={() => listSearch.setFilters(clearedPatch(workflowListParams))}
        />
        <PagedList
          list={list}
          what="Loading workflows"
          noun="workflows"
          limit={page.limit}
          idOf={(row) => (typeof row.id === 'string' ? row.id : undefined)}
          onNext={listSearch.next}
          onPrevious={listSearch.previous}
          onLimitChange={listSearch.setLimit}
          backToFirstPage={listSearch.backToFirstPage}
          empty={empty()}
        >
          {(rows) => (
            <WorkflowsTable
              rows={rows}
              skeletonRows={Math.min(page.limit, 25)}
              sort={{
                by: COLUMN_OF.get(order.by) ?? 'created',
                direction: order.direction,
                describe: (column, direction) =>
                  DIRECTION_WORDS[column === 'name' ? 'name' : 'time'][
                    direction === 'asc' ? 0 : 1
                  ] ?? direction,
                onSort: (column, direction) => {
                  const by = SORTED_BY.get(column);
                  if (by) listSearch.setFilters(orderPatch({ by, direction }));
                },
              }}
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
