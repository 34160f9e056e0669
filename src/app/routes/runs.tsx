import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { exportFileName, tableCsv } from '@/components/list-tools/csv-export';
import { ListToolbar } from '@/components/list-tools/list-toolbar';
import { useColumnChoice } from '@/components/list-tools/use-column-choice';
import { useCsvExport } from '@/components/list-tools/use-csv-export';
import { usePagesSource } from '@/components/list-tools/use-pages-source';
import { PageContainer } from '@/components/page-container';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useListSearch } from '@/hooks/use-list-search';
import { useNow } from '@/hooks/use-now';
import { clearedPatch } from '@/lib/list-search';
import {
  accountRunsParams,
  accountRunsQuery,
  filterRuns,
  periodCovered,
  periodStart,
} from '@/features/actions/account-runs';
import { actionQueries } from '@/features/actions/api/queries';
import { RunsFilters } from '@/features/actions/components/runs-filters';
import { RunsPanel } from '@/features/actions/components/runs-panel';
import { RUN_COLUMNS, RUN_CSV } from '@/features/actions/run-columns';
import { groupRuns, stepTime, type Run } from '@/features/actions/runs';

/** `/runs?status=&workflow_id=&period=&limit=&starting_after=`: one row per run, across workflows. */
export function RunsPage() {
  const listSearch = useListSearch(accountRunsParams);
  const { values } = listSearch;
  const pages = useInfiniteQuery(
    actionQueries.completedRuns(accountRunsQuery(values, listSearch.pageQuery)),
  );
  const actingUserKey = useActingUserKey();
  const now = useNow();
  const since = periodStart(values.period, now);
  const { status } = values;
  const select = useCallback((runs: Run[]) => filterRuns(runs, { status, since }), [status, since]);
  const oldest = useMemo(() => {
    const last = pages.data?.pages.at(-1)?.collection.at(-1);
    return last ? stepTime(last) : null;
  }, [pages.data]);
  const covered = periodCovered(oldest, since);
  // The runs the table shows, for the export (the panel groups the same pages the same way).
  const runs = useMemo(() => {
    const actions = pages.data?.pages.flatMap((page) => page.collection) ?? [];
    const grouped = groupRuns(actions, {
      hasNext: pages.hasNextPage,
      hasPrevious: listSearch.backToFirstPage !== null,
    });
    return status || since !== null ? select(grouped) : grouped;
  }, [pages.data, pages.hasNextPage, listSearch.backToFirstPage, status, since, select]);
  const choice = useColumnChoice(RUN_COLUMNS);
  const exporter = useCsvExport(usePagesSource(pages, runs, covered), (rows) => ({
    fileName: exportFileName('runs', new Date()),
    text: tableCsv(RUN_COLUMNS, choice.shown, RUN_CSV, rows),
  }));
  const filtered = Object.keys(values).length > 0;
  const clear = () => listSearch.setFilters(clearedPatch(accountRunsParams));
  return (
    <PageContainer
      title="Runs"
      subtitle="One row per run across the account’s workflows, grouped from the finished actions, newest first."
    >
      <Paper variant="outlined">
        <RunsFilters values={values} userKey={actingUserKey} onChange={listSearch.setFilters} />
        <ListToolbar list="runs" choice={choice} exporter={exporter} noun="runs" />
        <RunsPanel
          pages={pages}
          label="Runs"
          what="Loading runs"
          fromCursor={listSearch.backToFirstPage !== null}
          withWorkflow={!values.workflow_id}
          finishedOnly
          select={status || since !== null ? select : undefined}
          covered={covered}
          hidden={choice.hidden}
          skeletonRows={Math.min(listSearch.page.limit, 10)}
          empty={
            filtered ? (
              <EmptyState
                title="No runs match these filters"
                description="Runs are grouped from finished actions; a run whose steps have not finished yet is not listed."
                action={<Button onClick={clear}>Clear filters</Button>}
              />
            ) : (
              <EmptyState
                title="No runs yet"
                description="Runs appear here once their steps complete, fail or are stopped."
              />
            )
          }
        />
      </Paper>
    </PageContainer>
  );
}
