import Button from '@mui/material/Button';
import { Badge } from '@/components/badge';
import type { Column } from '@/components/data-table/columns';
import { Cell, DataTable, Fold, SkeletonRows } from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { Timestamp } from '@/components/timestamp';
import type { SignedInSession } from './api';
import { browserOf } from './user-agent';

type SessionColumn = 'user' | 'signed_in' | 'last_seen' | 'address' | 'browser' | 'end';

/**
 * On a phone: the user, with the rest (End too) under the name. Columns go by priority, as in every
 * table (a hidden column's cells must come after the shown ones).
 */
const COLUMNS: readonly Column<SessionColumn>[] = [
  { id: 'user', label: 'User', minWidth: 150, priority: 1 },
  {
    id: 'last_seen',
    label: 'Last seen',
    width: 120,
    priority: 2,
    hint: 'Renewed at most once a minute',
  },
  { id: 'browser', label: 'Browser', width: 200, priority: 2 },
  { id: 'signed_in', label: 'Signed in', width: 120, priority: 3 },
  { id: 'address', label: 'From', width: 140, priority: 3 },
  { id: 'end', label: '', width: 130, priority: 3, align: 'right' },
];

const wraps = { overflowWrap: 'anywhere', minWidth: 0 } as const;

interface SessionsTableProps {
  rows: SignedInSession[] | undefined;
  /** The session being ended, while it is. */
  ending: string | undefined;
  onEnd: (session: SignedInSession) => void;
}

function EndControl({
  session,
  ending,
  onEnd,
}: {
  session: SignedInSession;
  ending: string | undefined;
  onEnd: (session: SignedInSession) => void;
}) {
  if (session.current) return <Badge tone="info">This browser</Badge>;
  return (
    <Button
      size="small"
      color="error"
      onClick={() => onEnd(session)}
      disabled={ending !== undefined}
      aria-label={`End ${session.user}’s session in ${browserOf(session.user_agent)} from ${session.address}`}
    >
      {ending === session.id ? 'Ending…' : 'End'}
    </Button>
  );
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
              </div>
              <div className="cell-caption">
                <Fold col="last_seen">
                  <span style={wraps}>
                    last seen <Timestamp text={null} utc={session.last_seen_at} />
                  </span>
                </Fold>
                <Fold col="browser">
                  <span style={wraps}>{browserOf(session.user_agent)}</span>
                </Fold>
                <Fold col="signed_in">
                  <span style={wraps}>
                    signed in <Timestamp text={null} utc={session.created_at} />
                  </span>
                </Fold>
                <Fold col="address">
                  <span className="mono" style={wraps}>
                    {session.address}
                  </span>
                </Fold>
              </div>
              <Fold col="end">
                <EndControl session={session} ending={ending} onEnd={onEnd} />
              </Fold>
            </Cell>
            <Cell col="last_seen">
              <Timestamp text={null} utc={session.last_seen_at} />
            </Cell>
            <Cell col="browser">
              <Truncate full={session.user_agent || 'The browser sent no User-Agent.'}>
                {browserOf(session.user_agent)}
              </Truncate>
            </Cell>
            <Cell col="signed_in">
              <Timestamp text={null} utc={session.created_at} />
            </Cell>
            <Cell col="address">
              <Truncate full={session.address} mono />
            </Cell>
            <Cell col="end" align="right">
              <EndControl session={session} ending={ending} onEnd={onEnd} />
            </Cell>
          </tr>
        ))
      )}
    </DataTable>
  );
}
