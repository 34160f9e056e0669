/**
 * The order of the workflow list, which the service sorts (`order_by`, `order_direction`): what is in
 * force for a URL, its words for the subtitle and the sort controls, and what a new order writes to
 * the URL. Names read A to Z first; times newest first (the service's own default).
 */
import type { WorkflowListValues } from './list-params';

export const ORDER_BY_CHOICES = ['created_at', 'updated_at', 'name'] as const;
export type OrderBy = (typeof ORDER_BY_CHOICES)[number];
export type OrderDirection = 'asc' | 'desc';

export interface ListOrder {
  by: OrderBy;
  direction: OrderDirection;
}

export const firstDirection = (by: OrderBy): OrderDirection => (by === 'name' ? 'asc' : 'desc');

/** The order a URL asks for, with the defaults filled in: created, newest first; names A to Z. */
export function orderInForce(values: WorkflowListValues): ListOrder {
  const by = values.order_by ?? 'created_at';
  return { by, direction: values.order_direction ?? firstDirection(by) };
}

const WORDS: Record<OrderBy, Record<OrderDirection, string>> = {
  created_at: { desc: 'newest first', asc: 'oldest first' },
  updated_at: { desc: 'most recently updated first', asc: 'least recently updated first' },
  name: { asc: 'by name, A to Z', desc: 'by name, Z to A' },
};

/** "newest first", "by name, A to Z": the subtitle's words for the order in force. */
export function orderText({ by, direction }: ListOrder): string {
  return WORDS[by][direction];
}

/** The URL's parameters for an order: the default (created, newest first) writes nothing. */
export function orderPatch({
  by,
  direction,
}: ListOrder): Pick<WorkflowListValues, 'order_by' | 'order_direction'> {
  return {
    order_by: by === 'created_at' ? undefined : by,
    // A name order always says its direction, so the link reads the same in any console version.
    order_direction: by !== 'name' && direction === 'desc' ? undefined : direction,
  };
}

/** Every order, for the one "Sort" control (the headers offer the same where their column shows). */
export const ORDER_OPTIONS: readonly { value: string; label: string; order: ListOrder }[] = (
  [
    ['created_at', 'desc', 'Newest first'],
    ['created_at', 'asc', 'Oldest first'],
    ['updated_at', 'desc', 'Recently updated'],
    ['updated_at', 'asc', 'Least recently updated'],
    ['name', 'asc', 'Name, A to Z'],
    ['name', 'desc', 'Name, Z to A'],
  ] as const
).map(([by, direction, label]) => ({
  value: `${by}:${direction}`,
  label,
  order: { by, direction },
}));
