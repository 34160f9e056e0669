/**
 * The stop-executions form as data (pure): filters written as key/value pairs or as raw JSON, checked
 * before anything is sent, the request body they make, and the sentence the confirmation shows.
 *
 * Decisions: pairs send their values as text (the service compares an execution's data with the
 * filters value by value); raw JSON may also hold numbers, true/false and null. Nested objects and
 * lists are refused, because a filter is a flat set of key/value pairs (README "Decisions").
 */
import type { StopExecutionsBody } from '@/api/models';
import { isPlainObject } from '@/utils/guards';

export type FilterValue = string | number | boolean | null;
export type StopFilters = Record<string, FilterValue>;

export interface FilterPair {
  key: string;
  value: string;
}

export type FilterMode = 'pairs' | 'json';

export interface StopFormValues {
  userKey: string;
  mode: FilterMode;
  pairs: FilterPair[];
  json: string;
  stopEvent: string;
}

export interface StopFormErrors {
  userKey?: string;
  /** The JSON text, or the pairs as a whole. */
  filters?: string;
  /** Problems of single pairs, by row index. */
  pairs?: Record<number, string>;
  stopEvent?: string;
}

type Checked<T> = { ok: true; value: T } | { ok: false; error: string };

function isFilterValue(value: unknown): value is FilterValue {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

/** Raw JSON filters: empty means none; otherwise one object of flat key/value pairs. */
export function parseFiltersJson(text: string): Checked<StopFilters> {
  if (text.trim() === '') return { ok: true, value: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  if (!isPlainObject(parsed)) {
    return {
      ok: false,
      error: 'Filters must be one JSON object of key/value pairs, like {"customer_id": "cus_123"}.',
    };
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (key.trim() === '') return { ok: false, error: 'A filter key is empty.' };
    if (!isFilterValue(value)) {
      return {
        ok: false,
        error: `"${key}" must be a string, number, true/false or null: nested objects and lists cannot be matched.`,
      };
    }
  }
  return { ok: true, value: parsed as StopFilters };
}

/** Key/value rows: blank rows are skipped; a value without a key and a key given twice are problems. */
export function pairsToFilters(
  pairs: readonly FilterPair[],
): { ok: true; value: StopFilters } | { ok: false; errors: Record<number, string> } {
  const filters: StopFilters = {};
  const errors: Record<number, string> = {};
  pairs.forEach((pair, index) => {
    const key = pair.key.trim();
    if (key === '' && pair.value.trim() === '') return;
    if (key === '') errors[index] = 'Name the key this value is matched against.';
    else if (key in filters) errors[index] = `"${key}" is given twice.`;
    else filters[key] = pair.value;
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: filters };
}

export function filtersToJson(filters: StopFilters): string {
  return Object.keys(filters).length > 0 ? JSON.stringify(filters, null, 2) : '';
}

/** Pairs from filters; values that are not text are written as their JSON (null cannot be a pair). */
export function filtersToPairs(filters: StopFilters): Checked<FilterPair[]> {
  const nulls = Object.keys(filters).filter((key) => filters[key] === null);
  if (nulls.length > 0) {
    return { ok: false, error: `null values (${nulls.join(', ')}) can only be written as JSON.` };
  }
  return {
    ok: true,
    value: Object.entries(filters).map(([key, value]) => ({
      key,
      value: typeof value === 'string' ? value : JSON.stringify(value),
    })),
  };
}

/** The request body, or what must be fixed first. */
export function buildStopBody(
  values: StopFormValues,
): { ok: true; body: StopExecutionsBody } | { ok: false; errors: StopFormErrors } {
  const errors: StopFormErrors = {};
  const userKey = values.userKey.trim();
  if (userKey === '') errors.userKey = 'Enter the user whose executions stop.';
  let filters: StopFilters = {};
  if (values.mode === 'json') {
    const parsed = parseFiltersJson(values.json);
    if (parsed.ok) filters = parsed.value;
    else errors.filters = parsed.error;
  } else {
    const parsed = pairsToFilters(values.pairs);
    if (parsed.ok) filters = parsed.value;
    else errors.pairs = parsed.errors;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const stopEvent = values.stopEvent.trim();
  return {
    ok: true,
    body: {
      user_key: userKey,
      ...(Object.keys(filters).length > 0 ? { filters } : {}),
      ...(stopEvent ? { stop_event: stopEvent } : {}),
    },
  };
}

function inWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** What a stop request stops, in one sentence (the confirmation and the success message say it). */
export function describeStop(body: StopExecutionsBody): string {
  const user = `user "${body.user_key ?? 'main'}"`;
  const filters = isPlainObject(body.filters) ? Object.entries(body.filters) : [];
  const conditions = [
    ...(filters.length > 0
      ? [
          `whose data matches ${inWords(filters.map(([key, value]) => `${key} = ${JSON.stringify(value)}`))}`,
        ]
      : []),
    ...(body.stop_event ? [`that are registered for the stop event "${body.stop_event}"`] : []),
  ];
  if (conditions.length === 0) {
    return `Every running and upcoming execution of ${user}, whatever its data.`;
  }
  return `All running and upcoming executions of ${user} ${conditions.join(' and ')}.`;
}

export const EMPTY_PAIR: FilterPair = { key: '', value: '' };

export function initialStopValues(userKey: string): StopFormValues {
  return { userKey, mode: 'pairs', pairs: [{ ...EMPTY_PAIR }], json: '', stopEvent: '' };
}

/** The service's field names (a Map: a field named `constructor` is unknown, not a built-in). */
const SERVER_FIELDS = new Map<string, 'userKey' | 'filters' | 'stopEvent'>([
  ['user_key', 'userKey'],
  ['filters', 'filters'],
  ['stop_event', 'stopEvent'],
]);

/** A 422's `{errors: {field: [...]}}` on the form's fields (unknown fields are left to the message). */
export function formErrorsFromServer(fieldErrors: Record<string, string[]>): StopFormErrors {
  const errors: StopFormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const name = SERVER_FIELDS.get(field);
    if (name && messages.length > 0) errors[name] = `The service says: ${messages.join('; ')}`;
  }
  return errors;
}
