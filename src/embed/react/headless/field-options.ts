/**
 * The option lists of a headless form's AsyncSelect fields, with the console's rules
 * (src/features/dynamic-form/model): the request built from the field's configuration and the
 * values of the fields it names, page after page until the provider's cursor ends, `max_items`, or
 * a cursor that does not advance; what the user typed filters the loaded options. A list belongs to
 * its first page's URL: when a field it depends on changes, it starts again. A saved value's label
 * is looked up as the console does. The form (./form-store.ts) loads this module only when it has
 * an AsyncSelect field.
 */
import { fetchOptionsPage } from '@/features/dynamic-form/api/options-page';
import type { FieldSlot, FormValues } from '@/features/dynamic-form/model/form-model';
import {
  buildOptionsRequest,
  lookupIn,
  type LookupField,
} from '@/features/dynamic-form/model/option-request';
import {
  filterOptions,
  maxItemsOf,
  nextCursor,
  searchFilters,
  valueKey,
  type FetchedPage,
  type ListEnd,
} from '@/features/dynamic-form/model/options';
import type { FormStrings } from '@/lib/i18n/form-strings';
import type { HeadlessOptions } from './types';

export interface OptionList {
  url: string;
  pages: FetchedPage[];
  loading: boolean;
  error: string | null;
  query: string;
}

/** The form as it is now: its fields, their values, its words. */
export interface FormNow {
  slots: readonly FieldSlot[];
  values: FormValues;
  strings: FormStrings;
}

export interface OptionLists {
  /** The view of `slot`'s list, for its current value and the values it depends on. */
  view: (slot: FieldSlot, form: FormNow) => HeadlessOptions;
  /**
   * Saved options' labels, as the console finds them: pages load one after another until one has
   * the value, the list ends, or a page fails. Called once the form is loaded, then after each
   * change of a list.
   */
  lookUpLabels: () => void;
}

const emptyList = (url: string, query = ''): OptionList => ({
  url,
  pages: [],
  loading: false,
  error: null,
  query,
});

interface ListFacts {
  request: ReturnType<typeof buildOptionsRequest>;
  list: OptionList;
  status: HeadlessOptions['status'];
  shown: number;
  loaded: number;
  end: ListEnd | null;
  maxItems: number;
  /** The field has a value whose option no loaded page had (yet). */
  labelMissing: boolean;
}

/** What to tell the user about a list, in their words (as the console's list status says it). */
function messageOf({ select }: FormStrings, facts: ListFacts): string {
  const { request, list, status } = facts;
  if (!request.ok)
    return request.waitingFor === undefined
      ? request.error
      : select.chooseFirst(request.waitingFor);
  if (status === 'loading')
    return facts.labelMissing
      ? select.lookingUpLabel
      : list.pages.length === 0
        ? select.loading
        : select.loadingMore;
  if (status === 'failed') return select.couldNotLoad(list.error ?? '');
  if (status === 'idle') return '';
  if (list.query.trim() !== '')
    return select.matching(facts.shown, facts.loaded, list.query.trim());
  const ended =
    facts.end === null
      ? ''
      : {
          end: select.wholeList,
          max_items: select.stoppedAtMax(facts.maxItems),
          stuck: select.stuck,
        }[facts.end];
  const missing = facts.end !== null && facts.labelMissing ? select.notInOptions : '';
  return [select.loaded(facts.loaded), ended, missing].filter(Boolean).join(' ');
}

/**
 * `changed` is called whenever a list changes (the form's snapshot is made again); `now` gives the
 * form as it is at that moment, undefined once it is stopped.
 */
export function createOptionLists(
  changed: () => void,
  now: () => FormNow | undefined,
): OptionLists {
  const lists = new Map<string, OptionList>();
  const update = (key: string, list: OptionList) => {
    lists.set(key, list);
    changed();
    queueMicrotask(lookUpLabels);
  };

  async function loadMore(slot: FieldSlot, lookup: LookupField) {
    const { data } = slot.field;
    const first = buildOptionsRequest(data, lookup);
    if (!first.ok) return;
    let list = lists.get(slot.key);
    if (!list || list.url !== first.url) list = emptyList(first.url, list?.query);
    if (list.loading) return;
    const next =
      list.pages.length === 0 ? { cursor: null } : nextCursor(list.pages, maxItemsOf(data));
    if (!('cursor' in next)) return;
    const request = buildOptionsRequest(data, lookup, next.cursor);
    if (!request.ok) return;
    update(slot.key, { ...list, loading: true, error: null });
    try {
      const page = await fetchOptionsPage(request.url, data, next.cursor);
      const current = lists.get(slot.key);
      if (current?.url === first.url)
        update(slot.key, { ...current, pages: [...current.pages, page], loading: false });
    } catch (error) {
      const current = lists.get(slot.key);
      if (current?.url === first.url)
        update(slot.key, {
          ...current,
          loading: false,
          error: error instanceof Error ? error.message : String(error),
        });
    }
  }

  function view(slot: FieldSlot, { slots, values, strings }: FormNow): HeadlessOptions {
    const value = values[slot.key] ?? null;
    const lookup = lookupIn(slots, values);
    const { data } = slot.field;
    const request = buildOptionsRequest(data, lookup);
    const stored = lists.get(slot.key);
    const list = request.ok && stored?.url === request.url ? stored : emptyList('', stored?.query);
    const loaded = list.pages.flatMap((page) => page.options);
    const items = filterOptions(loaded, searchFilters(data), list.query);
    const next = nextCursor(list.pages, maxItemsOf(data));
    const hasMore = request.ok && (list.pages.length === 0 || 'cursor' in next);
    const status = !request.ok
      ? 'waiting'
      : list.loading
        ? 'loading'
        : list.error !== null
          ? 'failed'
          : list.pages.length === 0
            ? 'idle'
            : 'ready';
    const selected =
      value === null
        ? undefined
        : loaded.find((option) => valueKey(option.value) === valueKey(value));
    const message = messageOf(strings, {
      request,
      list,
      status,
      shown: items.length,
      loaded: loaded.length,
      end: 'end' in next && list.pages.length > 0 ? next.end : null,
      maxItems: maxItemsOf(data),
      labelMissing: value !== null && selected === undefined,
    });
    return {
      items: items.map((option) => ({ value: option.value, label: option.label })),
      query: list.query,
      setQuery: (query) => update(slot.key, { ...list, query }),
      status,
      message,
      hasMore,
      loadMore: () => void loadMore(slot, lookup),
      selectedLabel: selected?.label,
    };
  }

  function lookUpLabels() {
    const form = now();
    if (!form) return;
    for (const slot of form.slots) {
      const value = form.values[slot.key] ?? null;
      if (slot.field.type !== 'AsyncSelect' || value === null || value === '') continue;
      const shown = view(slot, form);
      if (
        shown.selectedLabel === undefined &&
        shown.hasMore &&
        (shown.status === 'idle' || shown.status === 'ready')
      )
        shown.loadMore();
    }
  }

  return { view, lookUpLabels };
}
