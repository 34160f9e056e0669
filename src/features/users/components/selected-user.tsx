import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@/api/models';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { SkeletonText } from '@/components/skeleton-text';
import { userQueries } from '../api/queries';
import { UserDetails } from './user-details';

interface SelectedUserProps {
  userKey: string;
  /** The rows of the page on screen: the user is taken from there when it is on it. */
  rows: User[] | undefined;
  actingUserKey: string;
  onActAs: (key: string) => void;
  onClose: () => void;
}

/** The chosen user: from the page on screen, else looked up by key (a link can name any user). */
export function SelectedUser({
  userKey,
  rows,
  actingUserKey,
  onActAs,
  onClose,
}: SelectedUserProps) {
  const onPage = rows?.find((user) => user.key === userKey);
  const lookup = useQuery({
    ...userQueries.byKey(userKey),
    enabled: rows !== undefined && onPage === undefined,
  });
  const user = onPage ?? lookup.data;
  if (user) {
    return (
      <UserDetails user={user} actingUserKey={actingUserKey} onActAs={onActAs} onClose={onClose} />
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {lookup.isError ? (
        <ErrorState
          error={lookup.error}
          what={`Looking up user "${userKey}"`}
          onRetry={() => void lookup.refetch()}
        />
      ) : user === null ? (
        <EmptyState title={`No user has the key "${userKey}"`} />
      ) : (
        <div aria-busy="true" aria-label={`Loading user ${userKey}`}>
          <SkeletonText style={{ width: 220, height: 28 }} />
          <SkeletonText style={{ width: '100%', height: 160, marginTop: 16 }} />
        </div>
      )}
    </Paper>
  );
}
