import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useDialogs } from '@/components/dialogs/use-dialogs';
import { SearchInput } from '@/components/form/search-input';
import { PageContainer } from '@/components/page-container';
import { sessionStore } from '@/config/session-store';
import { useListSearch } from '@/hooks/use-list-search';
import { useStore } from '@/lib/store';
import {
  endMyOtherSessions,
  endSession,
  endSessionsOf,
  sessionListParams,
  sessionQueries,
  type SignedInSession,
} from './api';
import { SessionsTable } from './sessions-table';

type Bulk = { kind: 'user'; user: string } | { kind: 'others' };

const plural = (count: number) => `${count} session${count === 1 ? '' : 's'}`;

/**
 * `/sessions` (gateway mode): who is signed in. An admin sees everyone (or one user, `?user=`) and can
 * end one session or all of a user's; everyone sees their own and can end their other sessions. An
 * ended session is refused at its next request, on every instance of the gateway.
 */
export function SessionsPage() {
  const me = useStore(sessionStore);
  const admin = me?.role === 'admin';
  const search = useListSearch(sessionListParams);
  const filter = admin ? search.values.user : undefined;
  const list = useQuery(sessionQueries.list(filter));
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string>();
  const { confirm } = useDialogs();
  const ended = (what: string) => {
    setDone(what);
    void queryClient.invalidateQueries({ queryKey: sessionQueries.all() });
  };
  const endOne = useMutation({
    mutationFn: (session: SignedInSession) => endSession(session.id),
    onSuccess: (count, session) =>
      ended(count > 0 ? `Ended ${session.user}’s session.` : 'That session had already ended.'),
  });
  const endMany = useMutation({
    mutationFn: (bulk: Bulk) =>
      bulk.kind === 'user' ? endSessionsOf(bulk.user) : endMyOtherSessions(),
    onSuccess: (count, bulk) => {
      ended(
        bulk.kind === 'user'
          ? `Ended ${plural(count)} of ${bulk.user}.`
          : `Ended ${plural(count)} of yours elsewhere.`,
      );
    },
  });
  const rows = list.data;
  const mineElsewhere = rows?.filter((row) => row.user === me?.user && !row.current).length ?? 0;
  const ofFiltered = filter ? (rows?.filter((row) => !row.current).length ?? 0) : 0;
  const failure = endOne.error ?? endMany.error;
  /** A bulk end asks first: how many sessions, whose, and that they can sign in again. */
  const askThenEnd = async (bulk: Bulk) => {
    const sure = await confirm({
      title:
        bulk.kind === 'user' ? `End all of ${bulk.user}’s sessions?` : 'End your other sessions?',
      message:
        bulk.kind === 'user'
          ? `${plural(ofFiltered)} of ${bulk.user} will be signed out at their next request. They can sign in again.`
          : `${plural(mineElsewhere)} of yours in other browsers will be signed out. This one stays signed in.`,
      confirmText: 'End sessions',
      severity: 'error',
    });
    if (sure) endMany.mutate(bulk);
  };

  return (
    <PageContainer
      title="Sessions"
      subtitle={
        admin
          ? 'Everyone signed in to this console, newest first. An ended session is signed out at its next request, on every instance.'
          : 'Where you are signed in, newest first. An ended session is signed out at its next request.'
      }
      actions={
        mineElsewhere > 0 ? (
          <Button
            variant="outlined"
            disabled={endMany.isPending}
            onClick={() => void askThenEnd({ kind: 'others' })}
          >
            End my other sessions
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        {done ? (
          <Alert severity="success" role="status" onClose={() => setDone(undefined)}>
            {done}
          </Alert>
        ) : null}
        {failure ? <ErrorState error={failure} what="Ending the session" server="gateway" /> : null}
        <Paper variant="outlined">
          {admin ? (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ p: 2, alignItems: { sm: 'flex-end' } }}
            >
              <SearchInput
                label="User"
                placeholder="Any user"
                value={filter ?? ''}
                onApply={(user) => search.setFilters({ user }, { replace: true })}
                applyAfterPauseMs={300}
                width={220}
              />
              {filter && ofFiltered > 0 ? (
                <Button
                  color="error"
                  disabled={endMany.isPending}
                  onClick={() => void askThenEnd({ kind: 'user', user: filter })}
                >
                  End all of {filter}’s sessions
                </Button>
              ) : null}
            </Stack>
          ) : null}
          {list.isError ? (
            <ErrorState
              error={list.error}
              what="Loading the sessions"
              server="gateway"
              onRetry={() => void list.refetch()}
            />
          ) : rows?.length === 0 ? (
            <EmptyState
              title={filter ? `${filter} is not signed in` : 'Nobody is signed in'}
              description={filter ? 'Names are compared ignoring case.' : undefined}
            />
          ) : (
            <SessionsTable
              rows={rows}
              ending={endOne.isPending ? endOne.variables.id : undefined}
              onEnd={(session) => endOne.mutate(session)}
            />
          )}
        </Paper>
      </Stack>
    </PageContainer>
  );
}
