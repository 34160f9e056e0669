import Button from '@mui/material/Button';
import { Badge } from '@/components/badge';
import type { Column } from '@/components/data-table/columns';
import { Cell, DataTable, Fold, SkeletonRows } from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { Timestamp } from '@/components/timestamp';
import type { SignedInSession } from './api';
import { browserOf } from './user-agent';

type SessionColumn = 'user' | 'signed_in' | 'last_seen' | 'address' | 'browser' | 'end';

const COLUMNS: readonly Column<SessionColumn>[] = [
  { id: 'user', label: 'User', minWidth: 160, priority: 1 },
  { id: 'signed_in', label: 'Signed in', width: 130, priority: 2 },
  {
    id: 'last_seen',
    label: 'Last seen',
    width: 130,
    priority: 1,
    hint: 'Renewed at most once a minute',
  },
  { id: 'address', label: 'From', width: 150, priority: 3 },
  { id: 'browser', label: 'Browser', width: 210, priority: 2 },
  { id: 'end', label: '', width: 110, priority: 1, align: 'right' },
];

interface SessionsTableProps {
  rows: SignedInSession[] | undefined;
  /** The session being ended, while it is. */
  ending: string | undefined;
  onEnd: (session: SignedInSession) => void;
}

/** Signed-in sessions: who, since when, last seen, from where, in which browser; End. */
export function SessionsTable({ rows, ending, onEnd }: SessionsTableProps) {
  return (
    <DataTable columns={COLUMNS} label="Sessions" busy={rows === undefined}>
      {rows === undefined ? (
        <SkeletonRows columns={COLUMNS} rows={3} />
      ) : (
        rows.map((session) => (
          <tr key={session.id}>
            <Cell col="user">
              <Truncate full={session.user} />
              <div className="cell-caption">
                {session.role}, {session.via === 'oidc' ? 'organisation sign-in' : 'password'}
                <Fold col="browser"> · {browserOf(session.user_agent)}</Fold>
                <Fold col="address"> · {session.address}</Fold>
              </div>
            </Cell>
            <Cell col="signed_in">
              <Timestamp text={null} utc={session.created_at} />
            </Cell>
            <Cell col="last_seen">
              <Timestamp text={null} utc={session.last_seen_at} />
            </Cell>
            <Cell col="address">
              <Truncate full={session.address} mono />
            </Cell>
            <Cell col="browser">
              <Truncate full={session.user_agent || 'The browser sent no User-Agent.'}>
                {browserOf(session.user_agent)}
              </Truncate>
            </Cell>
            <Cell col="end" align="right">
              {session.current ? (
                <Badge tone="info">This browser</Badge>
              ) : (
                <Button
                  size="small"
                  color="error"
                  onClick={() => onEnd(session)}
                  disabled={ending !== undefined}
                  aria-label={`End ${session.user}’s session in ${browserOf(session.user_agent)} from ${session.address}`}
                >
                  {ending === session.id ? 'Ending…' : 'End'}
                </Button>
              )}
            </Cell>
          </tr>
        ))
      )}
    </DataTable>
  );
}
