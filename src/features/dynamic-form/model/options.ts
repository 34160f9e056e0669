/**
 * AsyncSelect options as the provider sends them: the list at `object_key`, each option's label and
 * value at `label_key` / `value_key`, the next cursor at `pagination.cursor_path`; and the filters
 * that narrow them to what the user typed.
 */
import type { FieldData } from '@/api/models';
import { readPath } from './read-path';

export type OptionValue = string | number | boolean;

export interface SelectOption {
  value: OptionValue;
  label: string;
  /** The provider's item, which filters read. */
  item: unknown;
}

export interface OptionsPage {
  options: SelectOption[];
  /** The cursor of the next page; null at the end of the list. */
  nextCursor: string | null;
  /** What could not be read (items without a value, a missing list). */
  problems: string[];
}

/** Saved values and option values are compared as text (a provider may send 42 or "42"). */
export const valueKey = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

const isScalar = (value: unknown): value is OptionValue =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function readCursor(body: unknown, path: string | undefined): string | null {
  if (!path) return null;
  const cursor = readPath(body, path);
  if (typeof cursor === 'number') return String(cursor);
  return typeof cursor === 'string' && cursor !== '' ? cursor : null;
}

export function readOptionsPage(body: unknown, data: FieldData): OptionsPage {
  const list = readPath(body, data.object_key);
  const where = data.object_key ? `"${data.object_key}"` : 'the top level';
  if (!Array.isArray(list)) {
    return {
      options: [],
      nextCursor: null,
      problems: [`The response has no list at ${where}.`],
    };
  }
  const options: SelectOption[] = [];
  let skipped = 0;
  for (const item of list) {
    const value = readPath(item, data.value_key);
    if (!isScalar(value) || value === '') {
      skipped += 1;
      continue;
    }
    const label = readPath(item, data.label_key);
    options.push({
      value,
      label: isScalar(label) && label !== '' ? String(label) : String(value),
      item,
    });
  }
  const problems =
    skipped > 0
      ? [
          `${skipped} item${skipped === 1 ? '' : 's'} had no value at "${data.value_key ?? ''}" and ${skipped === 1 ? 'was' : 'were'} left out.`,
        ]
      : [];
  return {
    options,
    nextCursor: readCursor(body, data.pagination.cursor_path ?? undefined),
    problems,
  };
}

export interface FilterSpec {
  /** The option property compared with what the user typed. */
  field: string | undefined;
}

/**
 * The `contains_var` filters of the configuration; without any, typing searches the labels. Other
 * filter types are not understood and are reported by the diagnostics, not applied.
 */
export function searchFilters(data: FieldData): FilterSpec[] {
  const contains = data.filters.filter((filter) => filter.type === 'contains_var');
  return contains.length > 0
    ? contains.map((filter) => ({ field: filter.field ?? undefined }))
    : [{ field: undefined }];
}

export const unsupportedFilters = (data: FieldData): string[] =>
  data.filters
    .filter((filter) => filter.type !== 'contains_var')
    .map((filter) => `${filter.id ?? '(no id)'}: ${filter.type ?? '(no type)'}`);

/** Options whose filtered property contains `query`, ignoring case (any filter may match). */
export function filterOptions(
  options: readonly SelectOption[],
  filters: readonly FilterSpec[],
  query: string,
): readonly SelectOption[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return options;
  return options.filter((option) =>
    filters.some((filter) => {
      const value = filter.field === undefined ? option.label : readPath(option.item, filter.field);
      return isScalar(value) && String(value).toLowerCase().includes(needle);
    }),
  );
}

export interface FetchedPage extends OptionsPage {
  /** The cursor this page was asked for (null: the first page). */
  cursor: string | null;
}

/** Why a list stopped loading. */
export type ListEnd = 'end' | 'max_items' | 'stuck';

/** The cursor of the page after `pages`, or why there is none. */
export function nextCursor(
  pages: readonly FetchedPage[],
  maxItems: number,
): { cursor: string } | { end: ListEnd } {
  const last = pages.at(-1);
  if (!last?.nextCursor) return { end: 'end' };
  const loaded = pages.reduce((total, page) => total + page.options.length, 0);
  if (loaded >= maxItems) return { end: 'max_items' };
  if (pages.some((page) => page.cursor === last.nextCursor)) return { end: 'stuck' };
  return { cursor: last.nextCursor };
}

export const DEFAULT_MAX_ITEMS = 2000;

export const maxItemsOf = (data: FieldData): number => {
  const max = data.pagination.max_items;
  return typeof max === 'number' && max > 0 ? max : DEFAULT_MAX_ITEMS;
};
