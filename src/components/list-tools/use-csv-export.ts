/**
 * Export CSV of a list's filtered rows: every page is read (the list's whole-list read,
 * src/hooks/use-all-pages.ts, with its progress and Cancel), then the rows that pass the filters are
 * written with the columns shown. At `cap` rows the read stops and the file holds those, saying so.
 */
import { useEffect, useState } from 'react';
import type { ReadStatus } from '@/hooks/use-all-pages';
import type { ListReader } from '@/hooks/use-list-reader';
import { downloadCsv } from '@/utils/download';
import { EXPORT_MAX_ROWS } from './csv-export';

/** What an export reads: the rows that pass the filters so far, and the read behind them. */
export interface ExportSource<T> {
  rows: readonly T[];
  /** How many rows were found so far, when the rows themselves come only at the end. */
  found?: number;
  status: ReadStatus;
  /** Pages read so far. */
  pages: number;
  error: unknown;
  /** Reads every page (or reads on after a cancel). */
  start: () => void;
  cancel: () => void;
}

export type ExportOutcome =
  | { kind: 'done'; rows: number; capped: boolean }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error: unknown };

export interface CsvExport {
  exporting: boolean;
  /** The most rows the file holds. */
  cap: number;
  /** Rows found so far and pages read, while exporting. */
  found: number;
  pages: number;
  outcome: ExportOutcome | null;
  start: () => void;
  cancel: () => void;
  dismiss: () => void;
}

export function useCsvExport<T>(
  source: ExportSource<T>,
  write: (rows: readonly T[]) => { fileName: string; text: string },
  cap: number = EXPORT_MAX_ROWS,
): CsvExport {
  const [exporting, setExporting] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcome | null>(null);
  const { rows, status } = source;
  const full = rows.length >= cap;

  useEffect(() => {
    if (!exporting) return;
    if (status === 'failed') {
      setExporting(false);
      setOutcome({ kind: 'failed', error: source.error });
      return;
    }
    if (status !== 'done' && !full) return;
    if (status !== 'done') source.cancel();
    const file = write(rows.slice(0, cap));
    downloadCsv(file.fileName, file.text);
    setExporting(false);
    setOutcome({
      kind: 'done',
      rows: Math.min(rows.length, cap),
      // More rows may exist: pages not read, or more matches than the file holds.
      capped: status !== 'done' || rows.length > cap,
    });
  });

  return {
    exporting,
    cap,
    found: Math.min(source.found ?? rows.length, cap),
    pages: source.pages,
    outcome,
    start: () => {
      setOutcome(null);
      setExporting(true);
      source.start();
    },
    cancel: () => {
      source.cancel();
      setExporting(false);
      setOutcome({ kind: 'cancelled' });
    },
    dismiss: () => setOutcome(null),
  };
}

/**
 * The export source of a list screen's reader (src/hooks/use-list-reader.ts): its whole-list read,
 * started by counting (or already running for a search), and the rows that pass the screen's filters.
 */
export function readerSource<T>(
  reader: ListReader<T>,
  filtering: boolean,
  matches: readonly T[],
): ExportSource<T> {
  const { all } = reader;
  return {
    rows: filtering ? matches : all.rows,
    status: all.status,
    pages: all.pages,
    error: all.error,
    start: () => {
      if (all.status === 'cancelled' || all.status === 'failed') all.resume();
      if (!filtering) reader.count();
    },
    cancel: all.cancel,
  };
}
