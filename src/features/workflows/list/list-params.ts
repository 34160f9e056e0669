/**
 * The workflow list's state as it lives in the URL (`/workflows?on=true&limit=50&starting_after=...`),
 * and the API query it becomes. Unknown or invalid values are dropped, so any pasted link works.
 */
import type { WorkflowListQuery } from '@/api/models';
import {
  parseCursorParams,
  toCursorQuery,
  writeCursorParams,
  type CursorParams,
} from '@/lib/cursor-params';
import { withoutUndefined } from '@/utils/objects';

export { LIMIT_CHOICES } from '@/lib/cursor-params';
export const ORDER_BY_CHOICES = ['created_at', 'updated_at', 'name'] as const;
export type OrderBy = (typeof ORDER_BY_CHOICES)[number];
export type OrderDirection = 'asc' | 'desc';

export interface WorkflowListParams extends CursorParams {
  userKey?: string;
  on?: boolean;
  isTemplate?: boolean;
  orderBy?: OrderBy;
  orderDirection?: OrderDirection;
}

function bool(value: string | null): boolean | undefined {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

function nonEmpty(value: string | null): string | undefined {
  return value !== null && value.trim() !== '' ? value.trim() : undefined;
}

export function parseListParams(search: URLSearchParams): WorkflowListParams {
  const orderBy = search.get('order_by');
  const direction = search.get('order_direction');
  const params: WorkflowListParams = { ...parseCursorParams(search) };
  const userKey = nonEmpty(search.get('user_key'));
  if (userKey) params.userKey = userKey;
  const on = bool(search.get('on'));
  if (on !== undefined) params.on = on;
  const isTemplate = bool(search.get('is_template'));
  if (isTemplate !== undefined) params.isTemplate = isTemplate;
  if ((ORDER_BY_CHOICES as readonly string[]).includes(orderBy ?? ''))
    params.orderBy = orderBy as OrderBy;
  if (direction === 'asc' || direction === 'desc') params.orderDirection = direction;
  return params;
}

export function toSearchParams(params: WorkflowListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.userKey) search.set('user_key', params.userKey);
  if (params.on !== undefined) search.set('on', String(params.on));
  if (params.isTemplate !== undefined) search.set('is_template', String(params.isTemplate));
  if (params.orderBy) search.set('order_by', params.orderBy);
  if (params.orderDirection) search.set('order_direction', params.orderDirection);
  return writeCursorParams(search, params);
}

/** The API query; `user_key` falls back to the acting user so the list is always scoped to someone. */
export function toApiQuery(params: WorkflowListParams, actingUserKey: string): WorkflowListQuery {
  return {
    user_key: params.userKey ?? actingUserKey,
    ...toCursorQuery(params),
    ...(params.on !== undefined ? { on: params.on } : {}),
    ...(params.isTemplate !== undefined ? { is_template: params.isTemplate } : {}),
    ...(params.orderBy ? { order_by: params.orderBy } : {}),
    ...(params.orderDirection ? { order_direction: params.orderDirection } : {}),
  };
}

/** A filter change starts again from the first page (a cursor belongs to the old result). */
export function withFilters(
  params: WorkflowListParams,
  patch: Partial<Omit<WorkflowListParams, 'startingAfter' | 'endingBefore'>>,
): WorkflowListParams {
  const { startingAfter: _after, endingBefore: _before, ...rest } = { ...params, ...patch };
  return withoutUndefined(rest);
}

/** True when a filter (not the user, order or page) narrows the list. */
export function hasNarrowingFilters(params: WorkflowListParams): boolean {
  return params.on !== undefined || params.isTemplate !== undefined;
}
