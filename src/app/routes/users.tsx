import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { SearchInput } from '@/components/form/search-input';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { connectionStore } from '@/config/connection';
import { updatePreferences } from '@/config/preferences';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useListSearch } from '@/hooks/use-list-search';
import { useStore } from '@/lib/store';
import { userListParams, userListQuery, userQueries } from '@/features/users/api/queries';
import { SelectedUser } from '@/features/users/components/selected-user';
import { UsersTable } from '@/features/users/components/users-table';

/** How long typing must pause before the user search runs (Enter runs it at once). */
const SEARCH_PAUSE_MS = 300;

/** `/users?search=&limit=&starting_after=&user=<key>`: users, and the chosen one beside them. */
export function UsersPage() {
  const listSearch = useListSearch(userListParams);
  const list = useQuery({
    ...userQueries.list(userListQuery(listSearch)),
    placeholderData: keepPreviousData,
  });
  const actingUserKey = useActingUserKey();
  const { defaultUserKey } = useStore(connectionStore);
  const selectedKey = listSearch.values.user ?? null;
  const searchText = listSearch.values.search ?? '';

  const empty = searchText ? (
    <EmptyState
      title={`No user key contains “${searchText}”`}
      description="The search matches part of a key, ignoring case."
      action={
        <Button onClick={() => listSearch.setFilters({ search: undefined })}>
          Clear the search
        </Button>
      }
    />
  ) : (
    <EmptyState title="No users yet" description="Users appear once the service knows them." />
  );

  return (
    <PageContainer
      title="Users"
      subtitle="Newest first. Choose a user to see their data schema and to act as them."
    >
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
            <SearchInput
              landmark="Users"
              label="Search by key"
              value={searchText}
              placeholder="e.g. acme"
              hint="Keys containing this text"
              width={260}
              applyAfterPauseMs={SEARCH_PAUSE_MS}
              onApply={(next) => listSearch.setFilters({ search: next }, { replace: true })}
            />
          </Stack>
          <PagedList
            list={list}
            what="Loading users"
            noun="users"
            limit={listSearch.page.limit}
            idOf={(user) => (typeof user.id === 'string' ? user.id : undefined)}
            onNext={listSearch.next}
            onPrevious={listSearch.previous}
            onLimitChange={listSearch.setLimit}
            backToFirstPage={listSearch.backToFirstPage}
            empty={empty}
          >
            {(rows) => (
              <UsersTable
                rows={rows}
                skeletonRows={Math.min(listSearch.page.limit, 25)}
                selectedKey={selectedKey}
                compact={selectedKey !== null}
                linkTo={(key) => ({ search: listSearch.searchWith({ user: key }) })}
              />
            )}
          </PagedList>
        </Paper>
        {selectedKey ? (
          <Stack sx={{ width: { xs: '100%', lg: 560 }, flexShrink: 0 }}>
            <SelectedUser
              key={selectedKey}
              userKey={selectedKey}
              rows={list.data?.collection}
              actingUserKey={actingUserKey}
              onActAs={(key) =>
                updatePreferences({ actingUserKey: key === defaultUserKey ? undefined : key })
              }
              onClose={() => listSearch.setView({ user: undefined })}
            />
          </Stack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
