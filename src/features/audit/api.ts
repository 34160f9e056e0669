/**
 * The gateway's audit trail (`GET /auth/audit`): rows newest first, filtered and paged like the
 * service's lists. Admins read everyone's rows; operators their own (the gateway decides and says so
 * in `scope`).
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { decodeList, type Page } from '@/api/decode/core';
import { optionalText, text } from '@/api/decode/fields';
import { gatewayJson } from '@/api/gateway';
import { choiceParam, pageQuery, textParam, type ListSearchState } from '@/lib/list-search';

export const auditRow = v.object({
  id: v.pipe(v.number(), v.integer()),
  time: text,
  event: text,
  action: text,
  user: optionalText,
  role: optionalText,
  method: text,
  path: text,
  resource: optionalText,
  status: v.fallback(v.number(), 0),
  request_id: optionalText,
  client: text,
  via: optionalText,
  forwarded: v.fallback(v.nullable(v.boolean()), null),
  reason: optionalText,
  /** The named bulk action the write was part of (`<id> <name>`), from the gateway's `bulk`. */
  bulk: optionalText,
});
export type AuditRow = v.InferOutput<typeof auditRow>;

export interface AuditPage extends Page<AuditRow> {
  /** `own`: the gateway shows only the caller's actions (operators). */
  scope: 'own' | 'all';
}

export const STATUS_CHOICES = ['success', '4xx', '5xx'] as const;

/** `/audit?user=&action=&resource=&status=&from=&to=` plus the page. `from`/`to` are ISO times. */
export const auditListParams = {
  user: textParam,
  action: textParam,
  resource: textParam,
  status: choiceParam(STATUS_CHOICES),
  from: textParam,
  to: textParam,
};

export type AuditFilters = ListSearchState<typeof auditListParams>['values'];

/** The filters as the gateway's query (what the URL holds, minus anything unreadable). */
export function auditQuery(state: ListSearchState<typeof auditListParams>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(state.values))
    if (typeof value === 'string' && value !== '') query[name] = value;
  for (const [name, value] of Object.entries(pageQuery(state.page))) query[name] = String(value);
  return query;
}

const scopeOf = v.object({ scope: v.fallback(v.picklist(['own', 'all']), 'all') });

export async function listAudit(
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<AuditPage> {
  const endpoint = 'GET /auth/audit';
  const data = await gatewayJson(
    'GET',
    `/auth/audit?${new URLSearchParams(query).toString()}`,
    signal,
  );
  return { ...decodeList(endpoint, auditRow, data), scope: v.parse(scopeOf, data).scope };
}

export const auditQueries = {
  all: () => ['gateway-audit'] as const,
  list: (query: Record<string, string>) =>
    queryOptions({
      queryKey: [...auditQueries.all(), query] as const,
      queryFn: ({ signal }) => listAudit(query, signal),
      // A log: every visit reads it afresh.
      staleTime: 0,
    }),
};

/** At most this many rows go into one export. */
export const EXPORT_MAX_ROWS = 20_000;
const EXPORT_PAGE = 500;

/**
 * Every row the filters select, newest first, page by page (at most EXPORT_MAX_ROWS); `progress` hears
 * the count so far.
 */
export async function fetchAllAudit(
  filters: AuditFilters,
  progress: (rows: number) => void,
  signal?: AbortSignal,
): Promise<{ rows: AuditRow[]; complete: boolean }> {
  const rows: AuditRow[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await listAudit(
      auditQuery({
        values: filters,
        page: { limit: EXPORT_PAGE, ...(after ? { startingAfter: after } : {}) },
      }),
      signal,
    );
    rows.push(...page.collection);
    progress(rows.length);
    const last = page.collection.at(-1);
    if (!page.meta.has_next_page || !last) return { rows, complete: true };
    if (rows.length >= EXPORT_MAX_ROWS)
      return { rows: rows.slice(0, EXPORT_MAX_ROWS), complete: false };
    after = String(last.id);
  }
}
