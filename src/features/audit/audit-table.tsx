import { Badge, type BadgeTone } from '@/components/badge';
import type { Column } from '@/components/data-table/columns';
import { Cell, DataTable, Fold, SkeletonRows } from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { Timestamp } from '@/components/timestamp';
import { actionLabel, outcomeOf, type Outcome } from './actions';
import type { AuditRow } from './api';

type AuditColumn = 'time' | 'who' | 'what' | 'resource' | 'status' | 'client' | 'request';

/**
 * On a phone: what (with who, when and on what under it) and the status. Columns go by priority, as in
 * every table (a hidden column's cells must come after the shown ones).
 */
const COLUMNS: readonly Column<AuditColumn>[] = [
  { id: 'what', label: 'What', minWidth: 170, priority: 1 },
  { id: 'status', label: 'Status', width: 140, priority: 1 },
  { id: 'who', label: 'Who', width: 160, priority: 2 },
  { id: 'time', label: 'Time', width: 110, priority: 2 },
  { id: 'resource', label: 'Resource', width: 230, priority: 3 },
  { id: 'client', label: 'From', width: 130, priority: 4 },
  { id: 'request', label: 'Request id', width: 190, priority: 5 },
];

const wraps = { overflowWrap: 'anywhere', minWidth: 0 } as const;

const TONES: Record<Outcome, BadgeTone> = {
  success: 'success',
  refused: 'warning',
  failed: 'error',
};
const OUTCOMES: Record<Outcome, string> = { success: 'done', refused: 'refused', failed: 'failed' };

/** The audit trail's rows: when, who (and role), what (and the request), on what, how it ended. */
export function AuditTable({
  rows,
  skeletonRows,
}: {
  rows: AuditRow[] | undefined;
  skeletonRows: number;
}) {
  return (
    <DataTable columns={COLUMNS} label="Audit trail" busy={rows === undefined}>
      {rows === undefined ? (
        <SkeletonRows columns={COLUMNS} rows={skeletonRows} lines={{ what: 2, who: 2 }} />
      ) : (
        rows.map((row) => {
          const outcome = outcomeOf(row);
          return (
            <tr key={row.id}>
              <Cell col="what">
                <Truncate full={actionLabel(row.action)} />
                <div className="cell-caption">
                  <Truncate full={`${row.method} ${row.path}`} mono />
                </div>
                <div className="cell-caption">
                  <Fold col="who">
                    <span style={wraps}>
                      {row.user ?? 'nobody'} ({row.role ?? 'no role'})
                    </span>
                  </Fold>
                  <Fold col="time">
                    <Timestamp text={null} utc={row.time} />
                  </Fold>
                  <Fold col="resource">
                    {row.resource ? (
                      <span className="mono" style={wraps}>
                        {row.resource}
                      </span>
                    ) : null}
                  </Fold>
                </div>
              </Cell>
              <Cell col="status">
                <Badge tone={TONES[outcome]}>
                  {row.status} {OUTCOMES[outcome]}
                </Badge>
                {row.reason ? (
                  <div className="cell-caption">
                    <Truncate full={row.reason} />
                  </div>
                ) : null}
              </Cell>
              <Cell col="who">
                <Truncate full={row.user ?? 'Nobody (not signed in)'} />
                <div className="cell-caption">{row.role ?? 'no role'}</div>
              </Cell>
              <Cell col="time">
                <Timestamp text={null} utc={row.time} />
              </Cell>
              <Cell col="resource">
                {row.resource ? <Truncate full={row.resource} mono /> : '—'}
              </Cell>
              <Cell col="client">
                <Truncate full={row.client} mono />
              </Cell>
              <Cell col="request">
                {row.request_id ? <Truncate full={row.request_id} mono /> : '—'}
              </Cell>
            </tr>
          );
        })
      )}
    </DataTable>
  );
}
