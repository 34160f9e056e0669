import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ColumnHeads } from '@/components/column-heads';
import { Link as RouterLink, type To } from 'react-router';
import type { User } from '@/api/models';
import { Badge } from '@/components/badge';
import { SkeletonRows } from '@/components/skeleton-rows';
import { Timestamp } from '@/components/timestamp';

const COLUMNS = ['Key', 'Name', 'Email', 'Time zone', 'Groups', 'Created'];
/** Beside a chosen user there is less room: the name goes under the key, time zone and groups go. */
const COMPACT_COLUMNS = ['User', 'Email', 'Created'];

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
    <TableContainer>
      <Table size="small" aria-label="Users" aria-busy={rows === undefined}>
        <ColumnHeads columns={columns} />
        <TableBody>
          {rows === undefined ? (
            <SkeletonRows rows={skeletonRows} columns={columns.length} firstWidth={120} />
          ) : (
            rows.map((user) => {
              const { key, name } = user;
              const selected = key === selectedKey;
              return (
                <TableRow key={`${key}#${user.id}`} selected={selected} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Link
                      component={RouterLink}
                      to={linkTo(key)}
                      aria-current={selected ? 'true' : undefined}
                      sx={{ fontWeight: 600, fontFamily: 'monospace' }}
                    >
                      {key}
                    </Link>
                    {compact ? (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {name ?? 'No name'}
                      </Typography>
                    ) : null}
                  </TableCell>
                  {compact ? null : <TableCell>{name ?? '—'}</TableCell>}
                  <TableCell sx={{ wordBreak: 'break-word' }}>{user.email || '—'}</TableCell>
                  {compact ? null : (
                    <>
                      <TableCell>{user.time_zone || '—'}</TableCell>
                      <TableCell>
                        <Groups groups={user.groups} />
                      </TableCell>
                    </>
                  )}
                  <TableCell>
                    <Timestamp text={user.created_at_string} utc={user.created_at_utc} />
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
