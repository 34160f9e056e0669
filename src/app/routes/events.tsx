import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiEvent } from '@/api/models';
import { EmptyState } from '@/components/empty-state';
import { exportFileName, tableCsv } from '@/components/list-tools/csv-export';
import { ListToolbar } from '@/components/list-tools/list-toolbar';
import { useColumnChoice } from '@/components/list-tools/use-column-choice';
import { readerSource, useCsvExport } from '@/components/list-tools/use-csv-export';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { SearchResults } from '@/components/search-results';
import { useListReader, type PageRequest } from '@/hooks/use-list-reader';
import { useListSearch } from '@/hooks/use-list-search';
import { clearedPatch } from '@/lib/list-search';
import { eventListParams, eventListQuery, eventQueries } from '@/features/events/api/queries';
import { AutoRefresh } from '@/features/events/components/auto-refresh';
import { EventFilters } from '@/features/events/components/event-filters';
import { EventList } from '@/features/events/components/event-list';
import { EVENT_COLUMNS, EVENT_CSV } from '@/features/events/event-columns';
import { hasEventFilters, matchesEventFilters, pastTheRange } from '@/features/events/event-filter';
import { useNewEvents } from '@/features/events/use-new-events';

const NOUN = { one: 'event', many: 'events' };
const idOf = (event: ApiEvent) => event.id ?? undefined;

/** The kinds among the events read, for the type filter's suggestions. */
const kindsOf = (events: readonly ApiEvent[]) =>
  [...new Set(events.map((event) => event.kind).filter((kind) => kind !== null))].sort();

/** `/events?type=&subject=&from=&to=&limit=&starting_after=`: the account's events, newest first. */
export function EventsPage() {
  const listSearch = useListSearch(eventListParams);
  const { values } = listSearch;
  const filtering = hasEventFilters(values);
  const list = useQuery({
    ...eventQueries.list(eventListQuery(listSearch)),
    placeholderData: keepPreviousData,
    enabled: !filtering,
  });
  const reader = useListReader({
    page: (request: PageRequest) => eventQueries.list(request),
    idOf,
    filtering,
    browseLimit: listSearch.page.limit,
    enough: (rows) => pastTheRange(values, rows),
  });
  const matches = filtering
    ? reader.all.rows.filter((row) => matchesEventFilters(values, row))
    : [];
  const choice = useColumnChoice(EVENT_COLUMNS);
  const exporter = useCsvExport(readerSource(reader, filtering, matches), (records) => ({
    fileName: exportFileName('events', new Date()),
    text: tableCsv(EVENT_COLUMNS, choice.shown, EVENT_CSV, records),
  }));
  const queryClient = useQueryClient();
  const rows = list.data?.collection;
  const newest =
    filtering || listSearch.backToFirstPage !== null || rows === undefined || list.isPlaceholderData
      ? undefined
      : (rows[0]?.id ?? null);
  const arrivals = useNewEvents(newest);
  const showNew = () => {
    arrivals.caughtUp();
    listSearch.firstPage();
    void queryClient.invalidateQueries({ queryKey: eventQueries.lists() });
  };
  const clear = () => listSearch.setFilters(clearedPatch(eventListParams));
  const table = (records: ApiEvent[] | undefined) => (
    <EventList
      rows={records}
      skeletonRows={Math.min(listSearch.page.limit, 12)}
      hidden={choice.hidden}
    />
  );

  return (
    <PageContainer
      title="Events"
      subtitle="What happened in the account, newest first. Open an event to read its whole record."
      actions={filtering ? undefined : <AutoRefresh state={arrivals} onShow={showNew} />}
    >
      <Paper variant="outlined">
        <EventFilters
          values={values}
          kinds={kindsOf([...(rows ?? []), ...reader.all.rows])}
          onChange={listSearch.setFilters}
          onClear={clear}
        />
        <ListToolbar list="events" choice={choice} exporter={exporter} noun="events" />
        {filtering ? (
          <SearchResults
            key={JSON.stringify(values)}
            read={reader.all}
            matches={matches}
            noun={NOUN}
            what="Searching the events"
            limit={listSearch.page.limit}
            empty={
              <EmptyState
                title="No event matches these filters"
                description="Every page of the log was searched."
                action={<Button onClick={clear}>Clear filters</Button>}
              />
            }
          >
            {table}
          </SearchResults>
        ) : (
          <PagedList
            reader={reader}
            list={list}
            what="Loading events"
            noun="events"
            limit={listSearch.page.limit}
            idOf={idOf}
            onNext={listSearch.next}
            onPrevious={listSearch.previous}
            onLimitChange={listSearch.setLimit}
            backToFirstPage={listSearch.backToFirstPage}
            empty={
              <EmptyState
                title="No events yet"
                description="Changes made through the service (settings saved, drafts discarded, apps installed, executions stopped) appear here."
              />
            }
          >
            {table}
          </PagedList>
        )}
      </Paper>
    </PageContainer>
  );
}
