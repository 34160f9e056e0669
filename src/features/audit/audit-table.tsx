import { Badge, type BadgeTone } from '@/components/badge';
import { Cell, DataTable, Fold, SkeletonRows } from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { Timestamp } from '@/components/timestamp';
import { actionLabel, bulkText, OUTCOMES, outcomeOf, type Outcome } from './actions';
import { AUDIT_COLUMNS as COLUMNS } from './audit-columns';
import type { AuditRow } from './api';

const wraps = { overflowWrap: 'anywhere', minWidth: 0 } as const;

const TONES: Record<Outcome, BadgeTone> = {
  success: 'success',
  refused: 'warning',
  failed: 'error',
};

/** The audit trail's rows: when, who (and role), what (and the request), on what, how it ended. */
export function AuditTable({
  rows,
  skeletonRows,
  hidden,
}: {
  rows: AuditRow[] | undefined;
  skeletonRows: number;
  /** Columns the reader left out (the column chooser). */
  hidden?: ReadonlySet<string>;
}) {
  return (
    <DataTable columns={COLUMNS} label="Audit trail" busy={rows === undefined} hidden={hidden}>
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
                {row.bulk ? (
                  <div className="cell-caption">
                    <Truncate full={bulkText(row.bulk)} />
                  </div>
                ) : null}
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
