/** The audit trail's columns (the table's, the column chooser's, the export's) and their CSV cells. */
import type { Column } from '@/components/data-table/columns';
import type { CsvCells } from '@/components/list-tools/csv-export';
import { actionLabel, bulkText, OUTCOMES, outcomeOf } from './actions';
import type { AuditRow } from './api';

export type AuditColumn = 'time' | 'who' | 'what' | 'resource' | 'status' | 'client' | 'request';

/**
 * On a phone: what (with who, when and on what under it) and the status. Columns go by priority, as in
 * every table (a hidden column's cells must come after the shown ones).
 */
export const AUDIT_COLUMNS: readonly Column<AuditColumn>[] = [
  { id: 'what', label: 'What', minWidth: 170, priority: 1 },
  { id: 'status', label: 'Status', width: 140, priority: 1 },
  { id: 'who', label: 'Who', width: 160, priority: 2 },
  { id: 'time', label: 'Time', width: 110, priority: 2 },
  { id: 'resource', label: 'Resource', width: 230, priority: 3 },
  { id: 'client', label: 'From', width: 130, priority: 4 },
  { id: 'request', label: 'Request id', width: 190, priority: 5 },
];

/** As the table says it: the action in words with its request, the status with its reason. */
export const AUDIT_CSV: CsvCells<AuditRow, AuditColumn> = {
  what: (row) =>
    `${actionLabel(row.action)} (${row.method} ${row.path})${row.bulk ? `, ${bulkText(row.bulk)}` : ''}`,
  status: (row) =>
    `${String(row.status)} ${OUTCOMES[outcomeOf(row)]}${row.reason ? `: ${row.reason}` : ''}`,
  who: (row) => (row.user ? `${row.user} (${row.role ?? 'no role'})` : 'nobody'),
  time: (row) => row.time,
  resource: (row) => row.resource,
  client: (row) => row.client,
  request: (row) => row.request_id,
};
