import { Link as RouterLink, type To } from 'react-router';
import type { User } from '@/api/models';
import { Badge } from '@/components/badge';
import type { Column } from '@/components/data-table/columns';
import { ClickableRow } from '@/components/data-table/clickable-row';
import { Cell, DataTable, Fold, SkeletonRows } from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { EmailText } from '@/components/email-text';
import { Timestamp } from '@/components/timestamp';
import { withUniqueKeys } from '@/utils/unique-keys';

type UserColumn = 'key' | 'name' | 'email' | 'created' | 'time_zone' | 'groups';

const COLUMNS: readonly Column<UserColumn>[] = [
  { id: 'key', label: 'Key', width: 160, priority: 1 },
  { id: 'name', label: 'Name', minWidth: 150, priority: 1 },
  { id: 'email', label: 'Email', width: 250, priority: 2 },
  { id: 'created', label: 'Created', width: 120, priority: 2 },
  { id: 'time_zone', label: 'Time zone', width: 160, priority: 3 },
  { id: 'groups', label: 'Groups', width: 170, priority: 3 },
];
/** Beside a chosen user there is less room: the name goes under the key, time zone and groups go. */
const COMPACT_COLUMNS: readonly Column<UserColumn>[] = [
  { id: 'key', label: 'User', minWidth: 150, priority: 1 },
  { id: 'email', label: 'Email', width: 210, priority: 2 },
  { id: 'created', label: 'Created', width: 120, priority: 3 },
];

interface UsersTableProps {
  rows: User[] | undefined;
  skeletonRows: number;
  selectedKey: string | null;
  /** Where choosing a user leads (the same list with the user shown). */
  linkTo: (key: string) => To;
  /** Fewer columns, for when a user is shown beside the list. */
  compact?: boolean;
}

export function Groups({ groups: list }: { groups: readonly string[] | null }) {
  if (!list?.length) return <span>—</span>;
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4 }}>
      {list.map((group) => (
        <Badge key={group}>{group}</Badge>
      ))}
    </span>
  );
}

function KeyCell({
  user,
  selected,
  to,
  compact,
}: {
  user: User;
  selected: boolean;
  to: To;
  compact: boolean;
}) {
  return (
    <Cell col="key">
      <Truncate full={user.key}>
        <RouterLink className="cell-link mono" to={to} aria-current={selected ? 'true' : undefined}>
          {user.key}
        </RouterLink>
      </Truncate>
      <div className="cell-caption">
        {compact ? <Truncate full={user.name ?? 'No name'} /> : null}
        <Fold col="email">{user.email ? <EmailText address={user.email} /> : 'No email'}</Fold>
      </div>
    </Cell>
  );
}

/** Users with their key (choosing one shows them), name, email, time zone, groups and creation. */
export function UsersTable({
  rows,
  skeletonRows,
  selectedKey,
  linkTo,
  compact = false,
}: UsersTableProps) {
  const columns = compact ? COMPACT_COLUMNS : COLUMNS;
  return (
    <DataTable columns={columns} label="Users" busy={rows === undefined}>
      {rows === undefined ? (
        <SkeletonRows columns={columns} rows={skeletonRows} />
      ) : (
        withUniqueKeys(rows, (user) => `${user.key}#${user.id}`).map(({ key, row: user }) => {
          const selected = user.key === selectedKey;
          const to = linkTo(user.key);
          return (
            <ClickableRow key={key} to={to} selected={selected}>
              <KeyCell user={user} selected={selected} to={to} compact={compact} />
              {compact ? null : (
                <Cell col="name">{user.name ? <Truncate full={user.name} /> : '—'}</Cell>
              )}
              <Cell col="email" style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                {user.email ? <EmailText address={user.email} /> : '—'}
              </Cell>
              <Cell col="created">
                <Timestamp text={user.created_at_string} utc={user.created_at_utc} align="end" />
              </Cell>
              {compact ? null : (
                <>
                  <Cell col="time_zone">
                    {user.time_zone ? <Truncate full={user.time_zone} /> : '—'}
                  </Cell>
                  <Cell col="groups">
                    <Groups groups={user.groups} />
                  </Cell>
                </>
              )}
            </ClickableRow>
          );
        })
      )}
    </DataTable>
  );
}
