/**
 * The workflow list's parameters in the URL (`/workflows?on=true&order_by=name&limit=50&...`), and the
 * API query they make. The loader and the screen build the query with the same function, so the
 * loader's prefetch is the screen's cache entry.
 */
import type { WorkflowListQuery } from '@/api/models';
import { matchesQuery } from '@/lib/match-words';
import { firstDirection, ORDER_BY_CHOICES } from './list-order';
import {
  booleanParam,
  choiceParam,
  pageQuery,
  textParam,
  type ListSearchState,
  type ParamValues,
} from '@/lib/list-search';

/** The parameters the service reads. */
const serviceParams = {
  user_key: textParam,
  on: booleanParam,
  is_template: booleanParam,
  order_by: choiceParam(ORDER_BY_CHOICES),
  order_direction: choiceParam(['desc', 'asc']),
};

/**
 * The parameters the console applies itself, over every page (the service cannot): words of the name
 * or key (`q`), having a draft (`draft`), using an action type (`action_type`, its id).
 */
const consoleParams = { q: textParam, draft: booleanParam, action_type: textParam };

export const workflowListParams = { ...serviceParams, ...consoleParams };

export type WorkflowListValues = ParamValues<typeof workflowListParams>;

/** True when a filter the console applies is set: the list is then searched page by page. */
export function hasConsoleFilters(values: WorkflowListValues): boolean {
  return values.q !== undefined || values.draft !== undefined || values.action_type !== undefined;
}

/** Whether a row passes the console's filters. */
export function matchesConsoleFilters(
  values: WorkflowListValues,
  row: { name: string; key: string; has_draft: boolean; action_type_ids: readonly string[] },
): boolean {
  return (
    (values.q === undefined || matchesQuery(values.q, row.name, row.key)) &&
    (values.draft === undefined || row.has_draft === values.draft) &&
    (values.action_type === undefined || row.action_type_ids.includes(values.action_type))
  );
}

/**
 * The API query; `user_key` falls back to the acting user so the list is always scoped to someone,
 * and a name order without a direction is sent as A to Z (the service's default direction is desc).
 */
export function toApiQuery(
  { values, page }: ListSearchState<typeof workflowListParams>,
  actingUserKey: string,
): WorkflowListQuery {
  const { q: _q, draft: _draft, action_type: _type, ...service } = values;
  const query: WorkflowListQuery = {
    ...pageQuery(page),
    ...service,
    user_key: values.user_key ?? actingUserKey,
  };
  if (values.order_by === 'name' && values.order_direction === undefined)
    query.order_direction = firstDirection('name');
  return query;
}

/** True when a filter (not the user, order or page) narrows the list. */
export function hasNarrowingFilters(values: WorkflowListValues): boolean {
  return values.on !== undefined || values.is_template !== undefined || hasConsoleFilters(values);
}
