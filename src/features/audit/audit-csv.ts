/** The Audit screen's export: the rows as CSV, every field the gateway keeps, one row per event. */
import { toCsv } from '@/utils/csv';
import type { AuditRow } from './api';

const HEADER = [
  'time',
  'event',
  'action',
  'user',
  'role',
  'method',
  'path',
  'resource',
  'status',
  'forwarded',
  'reason',
  'request_id',
  'client',
  'via',
] as const;

export function auditCsv(rows: readonly AuditRow[]): string {
  return toCsv(
    HEADER,
    rows.map((row) => HEADER.map((name) => row[name])),
  );
}
