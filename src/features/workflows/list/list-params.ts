/**
 * The workflow list's parameters in the URL (`/workflows?on=true&order_by=name&limit=50&...`), and the
 * API query they make. The loader and the screen build the query with the same function, so the
 * loader's prefetch is the screen's cache entry.
 */
import type { WorkflowListQuery } from '@/api/models';
import { firstDirection, ORDER_BY_CHOICES } from './list-order';
import {
  booleanParam,
  choiceParam,
  pageQuery,
  textParam,
  type ListSearchState,
  type ParamValues,
} from '@/lib/list-search';

export const workflowListParams = {
  user_key: textParam,
  on: booleanParam,
  is_template: booleanParam,
  order_by: choiceParam(ORDER_BY_CHOICES),
  order_direction: choiceParam(['desc', 'asc']),
};

export type WorkflowListValues = ParamValues<typeof workflowListParams>;

/**
 * The API query; `user_key` falls back to the acting user so the list is always scoped to someone,
 * and a name order without a direction is sent as A to Z (the service's default direction is desc).
 */
export function toApiQuery(
  { values, page }: ListSearchState<typeof workflowListParams>,
  actingUserKey: string,
): WorkflowListQuery {
  const query: WorkflowListQuery = {
    ...pageQuery(page),
    ...values,
    user_key: values.user_key ?? actingUserKey,
  };
  if (values.order_by === 'name' && values.order_direction === undefined)
    query.order_direction = firstDirection('name');
  return query;
}

/** True when a filter (not the user, order or page) narrows the list. */
export function hasNarrowingFilters(values: WorkflowListValues): boolean {
  return values.on !== undefined || values.is_template !== undefined;
}
