import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/empty-state';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { connectionStore } from '@/config/connection';
import { updatePreferences } from '@/config/preferences';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useCursorSearch } from '@/hooks/use-cursor-search';
import { withCursor } from '@/lib/cursor-params';
import { withParams } from '@/lib/list-query';
import { useStore } from '@/lib/store';
import { userListQuery, userQueries } from '@/features/users/api/queries';
import { SelectedUser } from '@/features/users/components/selected-user';
import { UserSearch } from '@/features/users/components/user-search';
import { UsersTable } from '@/features/users/components/users-table';

/** `/users?search=&limit=&starting_after=&user=<key>`: users, and the chosen one beside them. */
export function UsersPage() {
  const cursor = useCursorSearch();
  const { search, setSearch } = cursor;
  const query = userListQuery(search);
  const list = useQuery({ ...userQueries.list(query), placeholderData: keepPreviousData });
  const actingUserKey = useActingUserKey();
  const { defaultUserKey } = useStore(connectionStore);
  const selectedKey = search.get('user');
  const searchText = query.search ?? '';

  const empty = searchText ? (
    <EmptyState
      title={`No user key contains “${searchText}”`}
      description="The search matches part of a key, ignoring case."
      action={<Button onClick={() => cursor.setFilters({ search: null })}>Clear the search</Button>}
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
            <UserSearch
              value={searchText}
              onSearch={(next) =>
                setSearch(withParams(withCursor(search, {}), { search: next }), { replace: true })
              }
            />
          </Stack>
          <PagedList
            list={list}
            what="Loading users"
            noun="users"
            limit={cursor.params.limit}
            idOf={(user) => (typeof user.id === 'string' ? user.id : undefined)}
            onNext={cursor.next}
            onPrevious={cursor.previous}
            onLimitChange={cursor.setLimit}
            backToFirstPage={cursor.backToFirstPage}
            empty={empty}
          >
            {(rows) => (
              <UsersTable
                rows={rows}
                skeletonRows={Math.min(cursor.params.limit, 25)}
                selectedKey={selectedKey}
                compact={selectedKey !== null}
                linkTo={(key) => ({ search: withParams(search, { user: key }).toString() })}
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
              onClose={() => setSearch(withParams(search, { user: null }))}
            />
          </Stack>
        ) : null}
      </Stack>
    </PageContainer>
  );
}
