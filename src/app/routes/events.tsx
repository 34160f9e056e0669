import Paper from '@mui/material/Paper';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { useListSearch } from '@/hooks/use-list-search';
import { eventListParams, eventListQuery, eventQueries } from '@/features/events/api/queries';
import { AutoRefresh } from '@/features/events/components/auto-refresh';
import { EventList } from '@/features/events/components/event-list';
import { useNewEvents } from '@/features/events/use-new-events';

/** `/events?limit=&starting_after=`: the account's events, newest first, with auto-refresh. */
export function EventsPage() {
  const listSearch = useListSearch(eventListParams);
  const list = useQuery({
    ...eventQueries.list(eventListQuery(listSearch)),
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const rows = list.data?.collection;
  const newest =
    listSearch.backToFirstPage !== null || rows === undefined || list.isPlaceholderData
      ? undefined
      : (rows[0]?.id ?? null);
  const arrivals = useNewEvents(newest);
  const showNew = () => {
    arrivals.caughtUp();
    listSearch.firstPage();
    void queryClient.invalidateQueries({ queryKey: eventQueries.lists() });
  };

  return (
    <PageContainer
      title="Events"
      subtitle="What happened in the account, newest first. Open an event to read its whole record."
      actions={<AutoRefresh state={arrivals} onShow={showNew} />}
    >
      <Paper variant="outlined">
        <PagedList
          list={list}
          what="Loading events"
          noun="events"
          limit={listSearch.page.limit}
          idOf={(event) => event.id ?? undefined}
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
          {(records) => (
            <EventList rows={records} skeletonRows={Math.min(listSearch.page.limit, 12)} />
          )}
        </PagedList>
      </Paper>
    </PageContainer>
  );
}
