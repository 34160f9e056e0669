import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { User } from '@/api/models';
import { EmptyState } from '@/components/empty-state';
import { exportFileName, tableCsv } from '@/components/list-tools/csv-export';
import { ListToolbar } from '@/components/list-tools/list-toolbar';
import { useColumnChoice } from '@/components/list-tools/use-column-choice';
import { readerSource, useCsvExport } from '@/components/list-tools/use-csv-export';
import { SearchInput } from '@/components/form/search-input';
import { PageContainer } from '@/components/page-container';
import { PagedList } from '@/components/paged-list';
import { SearchResults } from '@/components/search-results';
import { connectionStore } from '@/config/connection';
import { updatePreferences } from '@/config/preferences';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useListReader, type PageRequest } from '@/hooks/use-list-reader';
import { useListSearch } from '@/hooks/use-list-search';
import { matchesQuery } from '@/lib/match-words';
import { useStore } from '@/lib/store';
import { userListParams, userListQuery, userQueries } from '@/features/users/api/queries';
import { SelectedUser } from '@/features/users/components/selected-user';
import { UsersTable } from '@/features/users/components/users-table';
import { COLUMNS, USER_CSV } from '@/features/users/users-columns';

/** How long typing must pause before the user search runs (Enter runs it at once). */
const SEARCH_PAUSE_MS = 300;

const NOUN = { one: 'user', many: 'users' };
const idOf = (user: User) => (typeof user.id === 'string' ? user.id : undefined);

/** The service's key matches first (one quick request), then every user whose name or e-mail matches. */
function mergeMatches(byKey: readonly User[], read: readonly User[], text: string): User[] {
  const seen = new Set<string>();
  const merged: User[] = [];
  const add = (user: User) => {
    const id = `${user.key}#${user.id}`;
    if (seen.has(id)) return;
    seen.add(id);
    merged.push(user);
  };
  byKey.forEach(add);
  read.filter((user) => matchesQuery(text, user.key, user.name, user.email)).forEach(add);
  return merged;
}

/** `/users?search=&limit=&starting_after=&user=<key>`: users, and the chosen one beside them. */
export function UsersPage() {
  const listSearch = useListSearch(userListParams);
  const searchText = listSearch.values.search ?? '';
  const searching = searchText !== '';
  const list = useQuery({
    ...userQueries.list(userListQuery(listSearch)),
    placeholderData: keepPreviousData,
    enabled: !searching,
  });
  // The service searches keys itself; names and e-mail addresses are searched over every page.
  const byKey = useQuery({
    ...userQueries.list({ search: searchText, limit: 100 }),
    enabled: searching,
  });
  const reader = useListReader({
    page: (request: PageRequest) => userQueries.list(request),
    idOf,
    filtering: searching,
    browseLimit: listSearch.page.limit,
  });
  const matches = searching
    ? mergeMatches(byKey.data?.collection ?? [], reader.all.rows, searchText)
    : [];
  const choice = useColumnChoice(COLUMNS);
  const exporter = useCsvExport(readerSource(reader, searching, matches), (rows) => ({
    fileName: exportFileName('users', new Date()),
    text: tableCsv(COLUMNS, choice.shown, USER_CSV, rows),
  }));
  const actingUserKey = useActingUserKey();
  const { defaultUserKey } = useStore(connectionStore);
  const selectedKey = listSearch.values.user ?? null;

  const table = (rows: User[] | undefined) => (
    <UsersTable
      rows={rows}
      skeletonRows={Math.min(listSearch.page.limit, 25)}
      selectedKey={selectedKey}
      compact={selectedKey !== null}
      hidden={choice.hidden}
      linkTo={(key) => ({ search: listSearch.searchWith({ user: key }) })}
    />
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
              label="Key, name or e-mail"
              value={searchText}
              placeholder="e.g. acme"
              hint="Searched over every page"
              width={260}
              applyAfterPauseMs={SEARCH_PAUSE_MS}
              onApply={(next) => listSearch.setFilters({ search: next }, { replace: true })}
            />
          </Stack>
          <ListToolbar list="users" choice={choice} exporter={exporter} noun="users" />
          {searching ? (
            <SearchResults
              key={searchText}
              read={reader.all}
              matches={matches}
              noun={NOUN}
              what="Searching the users"
              limit={listSearch.page.limit}
              empty={
                <EmptyState
                  title={`No user’s key, name or e-mail contains “${searchText}”`}
                  description="Every word typed must appear; case is ignored."
                  action={
                    <Button onClick={() => listSearch.setFilters({ search: undefined })}>
                      Clear the search
                    </Button>
                  }
                />
              }
            >
              {table}
            </SearchResults>
          ) : (
            <PagedList
              reader={reader}
              list={list}
              what="Loading users"
              noun="users"
              limit={listSearch.page.limit}
              idOf={idOf}
              onNext={listSearch.next}
              onPrevious={listSearch.previous}
              onLimitChange={listSearch.setLimit}
              backToFirstPage={listSearch.backToFirstPage}
              empty={
                <EmptyState
                  title="No users yet"
                  description="Users appear once the service knows them."
                />
              }
            >
              {table}
            </PagedList>
          )}
        </Paper>
        {selectedKey ? (
          <Stack sx={{ width: { xs: '100%', lg: 560 }, flexShrink: 0 }}>
            <SelectedUser
              key={selectedKey}
              userKey={selectedKey}
              rows={searching ? matches : list.data?.collection}
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
