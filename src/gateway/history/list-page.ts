/** Reading the service's list answers in the background work: a page's items, and times. */
import { isPlainObject } from '../../utils/guards';

export interface ListPage {
  items: Record<string, unknown>[];
  hasNext: boolean;
}

/** A list answer's objects and whether another page follows; anything else is an empty last page. */
export function readPage(answer: unknown): ListPage {
  if (!isPlainObject(answer) || !Array.isArray(answer.collection))
    return { items: [], hasNext: false };
  const meta = isPlainObject(answer.meta) ? answer.meta : {};
  return { items: answer.collection.filter(isPlainObject), hasNext: meta.has_next_page === true };
}

/** An ISO time as ms; null when it is not one. */
export const timeOf = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
};
