/**
 * The workflow list's state as it lives in the URL (`/workflows?on=true&limit=50&starting_after=...`),
 * and the API query it becomes. Unknown or invalid values are dropped, so any pasted link works.
 */
import type { WorkflowListQuery } from '@/api/models';
import { withoutUndefined } from '@/utils/objects';

export const LIMIT_CHOICES = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;
export const ORDER_BY_CHOICES = ['created_at', 'updated_at', 'name'] as const;
export type OrderBy = (typeof ORDER_BY_CHOICES)[number];
export type OrderDirection = 'asc' | 'desc';

export interface WorkflowListParams {
  userKey?: string;
  on?: boolean;
  isTemplate?: boolean;
  orderBy?: OrderBy;
  orderDirection?: OrderDirection;
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
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
  const limit = Number(search.get('limit'));
  const orderBy = search.get('order_by');
  const direction = search.get('order_direction');
  const startingAfter = nonEmpty(search.get('starting_after'));
  const params: WorkflowListParams = {
    limit: (LIMIT_CHOICES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
  const userKey = nonEmpty(search.get('user_key'));
  if (userKey) params.userKey = userKey;
  const on = bool(search.get('on'));
  if (on !== undefined) params.on = on;
  const isTemplate = bool(search.get('is_template'));
  if (isTemplate !== undefined) params.isTemplate = isTemplate;
  if ((ORDER_BY_CHOICES as readonly string[]).includes(orderBy ?? ''))
    params.orderBy = orderBy as OrderBy;
  if (direction === 'asc' || direction === 'desc') params.orderDirection = direction;
  // Only one cursor at a time; starting_after wins, as the service refuses both.
  if (startingAfter) params.startingAfter = startingAfter;
  else {
    const endingBefore = nonEmpty(search.get('ending_before'));
    if (endingBefore) params.endingBefore = endingBefore;
  }
  return params;
}

export function toSearchParams(params: WorkflowListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.userKey) search.set('user_key', params.userKey);
  if (params.on !== undefined) search.set('on', String(params.on));
  if (params.isTemplate !== undefined) search.set('is_template', String(params.isTemplate));
  if (params.orderBy) search.set('order_by', params.orderBy);
  if (params.orderDirection) search.set('order_direction', params.orderDirection);
  if (params.limit !== DEFAULT_LIMIT) search.set('limit', String(params.limit));
  if (params.startingAfter) search.set('starting_after', params.startingAfter);
  if (params.endingBefore) search.set('ending_before', params.endingBefore);
  return search;
}

/** The API query; `user_key` falls back to the acting user so the list is always scoped to someone. */
export function toApiQuery(params: WorkflowListParams, actingUserKey: string): WorkflowListQuery {
  return {
    user_key: params.userKey ?? actingUserKey,
    limit: params.limit,
    ...(params.on !== undefined ? { on: params.on } : {}),
    ...(params.isTemplate !== undefined ? { is_template: params.isTemplate } : {}),
    ...(params.orderBy ? { order_by: params.orderBy } : {}),
    ...(params.orderDirection ? { order_direction: params.orderDirection } : {}),
    ...(params.startingAfter ? { starting_after: params.startingAfter } : {}),
    ...(params.endingBefore ? { ending_before: params.endingBefore } : {}),
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
