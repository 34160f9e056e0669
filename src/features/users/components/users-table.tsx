import { Link as RouterLink, type To } from 'react-router';
import type { User } from '@/api/models';
import { Badge } from '@/components/badge';
import { ClickableRow } from '@/components/data-table/clickable-row';
import { Cell, DataTable, Fold, SkeletonRows } from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { EmailText } from '@/components/email-text';
import { Timestamp } from '@/components/timestamp';
import { withUniqueKeys } from '@/utils/unique-keys';
import { COLUMNS, COMPACT_COLUMNS } from '../users-columns';

interface UsersTableProps {
  rows: User[] | undefined;
  skeletonRows: number;
  selectedKey: string | null;
  /** Where choosing a user leads (the same list with the user shown). */
  linkTo: (key: string) => To;
  /** Fewer columns, for when a user is shown beside the list. */
  compact?: boolean;
  /** Columns the reader left out (the column chooser). */
  hidden?: ReadonlySet<string>;
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
  hidden,
}: UsersTableProps) {
  const columns = compact ? COMPACT_COLUMNS : COLUMNS;
  return (
    <DataTable columns={columns} label="Users" busy={rows === undefined} hidden={hidden}>
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
