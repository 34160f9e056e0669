/**
 * The workflow list's parameters in the URL (`/workflows?on=true&order_by=name&limit=50&...`), and the
 * API query they make. The loader and the screen build the query with the same function, so the
 * loader's prefetch is the screen's cache entry.
 */
import type { WorkflowListQuery } from '@/api/models';
import {
  booleanParam,
  choiceParam,
  pageQuery,
  textParam,
  type ListSearchState,
  type ParamValues,
} from '@/lib/list-search';

export const ORDER_BY_CHOICES = ['created_at', 'updated_at', 'name'] as const;
export type OrderBy = (typeof ORDER_BY_CHOICES)[number];
export type OrderDirection = 'asc' | 'desc';

export const workflowListParams = {
  user_key: textParam,
  on: booleanParam,
  is_template: booleanParam,
  order_by: choiceParam(ORDER_BY_CHOICES),
  order_direction: choiceParam(['desc', 'asc']),
};

export type WorkflowListValues = ParamValues<typeof workflowListParams>;

/** The API query; `user_key` falls back to the acting user so the list is always scoped to someone. */
export function toApiQuery(
  { values, page }: ListSearchState<typeof workflowListParams>,
  actingUserKey: string,
): WorkflowListQuery {
  return { ...pageQuery(page), ...values, user_key: values.user_key ?? actingUserKey };
}

/** True when a filter (not the user, order or page) narrows the list. */
export function hasNarrowingFilters(values: WorkflowListValues): boolean {
  return values.on !== undefined || values.is_template !== undefined;
}
