/**
 * A list screen's state in the query string (the URL contract in docs/screens.md), pure: the screen's own
 * parameters, each declared with a parser (`{ on: booleanParam, order_by: choiceParam([...]) }`),
 * plus the page: `limit` and one cursor (`starting_after` / `ending_before`).
 *
 * Reading drops what a parser cannot read, so any pasted link works. Writing patches the URL rather
 * than rebuilding it: untouched parameters keep their place and text, a parameter set to undefined or
 * to nothing ('' or []) is removed, and a filter change drops the cursor, since a cursor belongs to the
 * old result.
 */

/** One query-string parameter: its text to a value (undefined when unreadable) and back. */
export interface Param<T> {
  read(raw: string): T | undefined;
  write(value: T): string;
}

/** A screen's parameters: URL name -> parser. */
export type ParamSchema = Record<string, Param<unknown>>;

type ValueOf<P> = P extends Param<infer T> ? T : never;

/** The parameters the URL holds (and the parser could read). */
export type ParamValues<S extends ParamSchema> = { [K in keyof S]?: ValueOf<S[K]> };

/** A change of parameters: undefined removes one, a name left out is left as it is. */
export type ParamPatch<S extends ParamSchema> = { [K in keyof S]?: ValueOf<S[K]> | undefined };

/** Text, trimmed; blank is no value. */
export const textParam: Param<string> = {
  read: (raw) => raw.trim() || undefined,
  write: (value) => value.trim(),
};

export const booleanParam: Param<boolean> = {
  read: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  write: (value) => String(value),
};

/** A calendar day, `2026-10-31`; anything else is no value. */
export const dayParam: Param<string> = {
  read: (raw) => {
    const day = raw.trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? day : undefined;
  },
  write: (value) => value,
};

/** One of a few words (an order, a status); anything else is no value. */
export function choiceParam<const C extends readonly string[]>(choices: C): Param<C[number]> {
  return {
    read: (raw) => choices.find((choice) => choice === raw),
    write: (value) => value,
  };
}

/** `"String, Date,,String"` -> `["String", "Date"]`: several values of one comma-separated parameter. */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** Several values, comma-separated (`type=String,Date`); an empty list is no value. */
export const listParam: Param<string[]> = {
  read: (raw) => {
    const values = splitList(raw);
    return values.length > 0 ? values : undefined;
  },
  write: (values) => splitList(values.join(',')).join(','),
};

export const LIMIT_CHOICES = [10, 25, 50, 100] as const;
export const DEFAULT_LIMIT = 25;

/** Where a cursor-paginated list is: the page size and at most one cursor. */
export interface PageParams {
  limit: number;
  startingAfter?: string;
  endingBefore?: string;
}

export interface ListSearchState<S extends ParamSchema> {
  values: ParamValues<S>;
  page: PageParams;
}

function readPage(search: URLSearchParams): PageParams {
  const limit = Number(search.get('limit'));
  const page: PageParams = {
    limit: (LIMIT_CHOICES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
  };
  const startingAfter = textParam.read(search.get('starting_after') ?? '');
  const endingBefore = textParam.read(search.get('ending_before') ?? '');
  // The service refuses both at once; starting_after wins.
  if (startingAfter) page.startingAfter = startingAfter;
  else if (endingBefore) page.endingBefore = endingBefore;
  return page;
}

export function readListSearch<S extends ParamSchema>(
  schema: S,
  search: URLSearchParams,
): ListSearchState<S> {
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(schema)) {
    const raw = search.get(name);
    const value = raw === null ? undefined : param.read(raw);
    if (value !== undefined) values[name] = value;
  }
  // Each value was read by the parser declared for its name.
  return { values: values as ParamValues<S>, page: readPage(search) };
}

/** The page as the API's query part. */
export function pageQuery(page: PageParams): {
  limit: number;
  starting_after?: string;
  ending_before?: string;
} {
  return {
    limit: page.limit,
    ...(page.startingAfter ? { starting_after: page.startingAfter } : {}),
    ...(page.endingBefore ? { ending_before: page.endingBefore } : {}),
  };
}

/** A copy of `search` with `patch` written by the schema's parsers; the page is left as it is. */
export function patchSearch<S extends ParamSchema>(
  schema: S,
  search: URLSearchParams,
  patch: ParamPatch<S>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(patch)) {
    const param = schema[name];
    if (param === undefined) continue;
    const text = value === undefined ? '' : param.write(value);
    if (text === '') next.delete(name);
    else next.set(name, text);
  }
  return next;
}

/**
 * The URL of another page: the same parameters, another cursor (none: the first page) and maybe
 * another limit (the default one is left out).
 */
export function withPage(
  search: URLSearchParams,
  page: { startingAfter?: string; endingBefore?: string; limit?: number },
): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('starting_after');
  next.delete('ending_before');
  if (page.limit !== undefined) {
    if (page.limit === DEFAULT_LIMIT) next.delete('limit');
    else next.set('limit', String(page.limit));
  }
  if (page.startingAfter) next.set('starting_after', page.startingAfter);
  if (page.endingBefore) next.set('ending_before', page.endingBefore);
  return next;
}

/** A filter change: the patched parameters, from the first page. */
export function withFilters<S extends ParamSchema>(
  schema: S,
  search: URLSearchParams,
  patch: ParamPatch<S>,
): URLSearchParams {
  return withPage(patchSearch(schema, search, patch), {});
}

/** Every parameter of the schema set to nothing (for "Clear filters"). */
export function clearedPatch<S extends ParamSchema>(schema: S): ParamPatch<S> {
  return Object.fromEntries(Object.keys(schema).map((name) => [name, undefined])) as ParamPatch<S>;
}
