import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { lazy, Suspense } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { exportFileName, tableCsv } from '@/components/list-tools/csv-export';
import { ListToolbar } from '@/components/list-tools/list-toolbar';
import { useColumnChoice } from '@/components/list-tools/use-column-choice';
import { readerSource, useCsvExport } from '@/components/list-tools/use-csv-export';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import type { SearchResults as SearchResultsType } from '@/components/search-results';
import { connectionStore } from '@/config/connection';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useListReader, type PageRequest } from '@/hooks/use-list-reader';
import { useListSearch } from '@/hooks/use-list-search';
import { clearedPatch } from '@/lib/list-search';
import { prefetch } from '@/lib/query-client';
import { whenOnline } from '@/lib/when-online';
import { useStore } from '@/lib/store';
import { actionTypeKeys } from '@/features/action-types/api/keys';
import { workflowQueries } from '@/features/workflows/api/queries';
import {
  orderInForce,
  orderPatch,
  orderText,
  type OrderBy,
} from '@/features/workflows/list/list-order';
import {
  hasConsoleFilters,
  hasNarrowingFilters,
  matchesConsoleFilters,
  toApiQuery,
  workflowListParams,
} from '@/features/workflows/list/list-params';
import { WorkflowFilters } from '@/features/workflows/list/workflow-filters';
import { BulkBar } from '@/features/workflows/list/bulk/bulk-bar';
import { useWorkflowBulk } from '@/features/workflows/list/bulk/use-bulk';
import { WORKFLOW_CSV } from '@/features/workflows/list/workflow-csv';
import { WORKFLOW_COLUMNS, type WorkflowColumn } from '@/features/workflows/list/workflow-columns';
import { WorkflowsTable } from '@/features/workflows/list/workflows-table';
import type { WorkflowSummary } from '@/api/models';

/** The columns the service sorts by, and their `order_by`. */
const SORTED_BY = new Map<WorkflowColumn, OrderBy>([
  ['name', 'name'],
  ['created', 'created_at'],
  ['updated', 'updated_at'],
]);
const COLUMN_OF = new Map([...SORTED_BY].map(([column, by]) => [by, column]));
const DIRECTION_WORDS = { name: ['A to Z', 'Z to A'], time: ['oldest first', 'newest first'] };
/** A search's results, fetched when a search is first made (they are not in the first load). */
const SearchResults = lazy(() =>
  whenOnline(() => import('@/components/search-results')).then((module) => ({
    default: module.SearchResults,
  })),
) as unknown as typeof SearchResultsType;

const NOUN = { one: 'workflow', many: 'workflows' };
const idOf = (row: WorkflowSummary) => (typeof row.id === 'string' ? row.id : undefined);

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
  const filtering = hasConsoleFilters(values);
  // The same list without a page: the whole-list read and the counts follow it page by page.
  const { limit: _limit, starting_after: _after, ending_before: _before, ...listQuery } = query;
  const reader = useListReader({
    page: (request: PageRequest) => workflowQueries.list({ ...listQuery, ...request }),
    idOf,
    filtering,
    browseLimit: page.limit,
  });
  // The name of the action type filtered by; its code (fetcher, decoder) is fetched only then.
  const actionTypeId = values.action_type ?? '';
  const actionType = useQuery({
    queryKey: actionTypeKeys.detail(actionTypeId),
    queryFn: async ({ signal }) =>
      (await whenOnline(() => import('@/features/action-types/api/queries'))).getActionType(
        actionTypeId,
        signal,
      ),
    enabled: values.action_type !== undefined,
    retry: false,
  });
  const matches = filtering
    ? reader.all.rows.filter((row) => matchesConsoleFilters(values, row))
    : [];
  const bulk = useWorkflowBulk({
    scope: JSON.stringify(listQuery) + JSON.stringify([values.q, values.draft, values.action_type]),
    userKey,
    reader,
    filtering,
    matches,
  });
  // The rows on screen, for "Choose every workflow on this page".
  const pageRows = filtering ? matches.slice(0, page.limit) : (list.data?.collection ?? []);
  const choice = useColumnChoice(WORKFLOW_COLUMNS);
  const exporter = useCsvExport(readerSource(reader, filtering, matches), (rows) => ({
    fileName: exportFileName('workflows', new Date()),
    text: tableCsv(WORKFLOW_COLUMNS, choice.shown, WORKFLOW_CSV, rows),
  }));

  const empty = () => {
    if (hasNarrowingFilters(values)) {
      return (
        <EmptyState
          title="No workflows match these filters"
          description={`User "${userKey}" may have workflows, but none with these filters.`}
          action={
            <Button
              onClick={() =>
                listSearch.setFilters({
                  on: undefined,
                  is_template: undefined,
                  q: undefined,
                  draft: undefined,
                  action_type: undefined,
                })
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

  const table = (rows: WorkflowSummary[] | undefined) => (
    <WorkflowsTable
      rows={rows}
      skeletonRows={Math.min(page.limit, 25)}
      hidden={choice.hidden}
      selection={
        bulk.enabled ? { has: bulk.selection.has, toggle: bulk.selection.toggle } : undefined
      }
      sort={{
        by: COLUMN_OF.get(order.by) ?? 'created',
        direction: order.direction,
        describe: (column, direction) =>
          DIRECTION_WORDS[column === 'name' ? 'name' : 'time'][direction === 'asc' ? 0 : 1] ??
          direction,
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
  );

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
          actionTypeName={actionType.data?.name}
        />
        <ListToolbar list="workflows" choice={choice} exporter={exporter} noun="workflows">
          {bulk.enabled ? <BulkBar {...bulk.bar} page={pageRows} /> : null}
        </ListToolbar>
        {filtering ? (
          <Suspense fallback={table(undefined)}>
            <SearchResults
              key={JSON.stringify([values.q, values.draft, values.action_type])}
              read={reader.all}
              matches={matches}
              noun={NOUN}
              what="Searching the workflows"
              limit={page.limit}
              empty={empty()}
            >
              {table}
            </SearchResults>
          </Suspense>
        ) : (
          <PagedList
            reader={reader}
            list={list}
            what="Loading workflows"
            noun="workflows"
            limit={page.limit}
            idOf={idOf}
            onNext={listSearch.next}
            onPrevious={listSearch.previous}
            onLimitChange={listSearch.setLimit}
            backToFirstPage={listSearch.backToFirstPage}
            empty={empty()}
          >
            {table}
          </PagedList>
        )}
      </Paper>
    </PageContainer>
  );
}
