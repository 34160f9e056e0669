/**
 * The Audit screen's export source: every row the filters select, read from the gateway 500 at a
 * time (`fetchAllAudit`, at most EXPORT_MAX_ROWS), with the count so far and Cancel.
 */
import { useRef, useState } from 'react';
import type { ExportSource } from '@/components/list-tools/use-csv-export';
import type { ReadStatus } from '@/hooks/use-all-pages';
import { fetchAllAudit, type AuditFilters, type AuditRow } from './api';

interface Read {
  rows: AuditRow[];
  status: ReadStatus;
  error: unknown;
}

const IDLE: Read = { rows: [], status: 'idle', error: null };

export function useAuditExportSource(filters: AuditFilters): ExportSource<AuditRow> {
  const [read, setRead] = useState<Read>(IDLE);
  const [count, setCount] = useState(0);
  const running = useRef<AbortController | null>(null);
  return {
    rows: read.rows,
    found: read.status === 'reading' ? count : read.rows.length,
    status: read.status,
    pages: Math.ceil(count / 500),
    error: read.error,
    start: () => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setCount(0);
      setRead({ ...IDLE, status: 'reading' });
      fetchAllAudit(filters, setCount, controller.signal).then(
        ({ rows, complete }) => {
          if (controller.signal.aborted) return;
          // Stopped at the cap with more to read: "cancelled", so the export says it was cut short.
          setRead({ rows, status: complete ? 'done' : 'cancelled', error: null });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setRead({ rows: [], status: 'failed', error });
        },
      );
    },
    cancel: () => {
      running.current?.abort();
      setRead(IDLE);
    },
  };
}
