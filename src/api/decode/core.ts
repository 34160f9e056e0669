/**
 * Decoding service answers, once, at the fetcher (see docs/decoding.md). Each resource has a valibot
 * schema in this folder whose output type is what screens receive: they trust it and never check a
 * value again. The rules:
 * - the envelope and each record's identity are strict: an answer that is not `{collection, meta}`
 *   or a record without its id is unreadable (a list drops that row and counts it, a single record
 *   fails with "Unexpected response" naming the field);
 * - every other field falls back to a neutral value when it is missing or of the wrong type (text to
 *   '', optional text to null, flags to false, counts to null, arrays to [] with unreadable items
 *   dropped), so one odd value hides one piece of information and never a whole screen;
 * - where the interface itself is vague (trigger and condition shapes, stats, logs, layout edges,
 *   events) the value is kept as JSON (`unknown`) and read by the feature that shows it.
 */
import * as v from 'valibot';
import { malformedResponse } from '../errors';
import { isPlainObject } from '@/utils/guards';

export type Schema<T = unknown> = v.GenericSchema<unknown, T>;
export type Decoded<S extends v.GenericSchema> = v.InferOutput<S>;

export interface Meta {
  page_limit: number | null;
  has_next_page: boolean;
  has_previous_page: boolean;
}

/** A decoded list page: the readable rows, and how many rows were not readable. */
export interface Page<T> {
  collection: T[];
  meta: Meta;
  /** Rows dropped because they could not be read (not objects, or without their id). */
  unreadable: number;
}

/** `collection[3].name: expected string` — where an answer went wrong, for the error message. */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = (issue.path ?? [])
    .map((item) =>
      typeof item.key === 'number' ? `[${String(item.key)}]` : `.${String(item.key)}`,
    )
    .join('')
    .replace(/^\./, '');
  return `${path || 'the answer'}: ${issue.expected ? `expected ${issue.expected}` : issue.message}`;
}

/** Decodes one record; an unreadable one throws an ApiError ("Unexpected response ...") naming why. */
export function decodeRecord<T>(endpoint: string, schema: Schema<T>, data: unknown): T {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw malformedResponse(endpoint, describeIssue(result.issues[0]));
}

function decodeMeta(value: unknown): Meta {
  const meta = isPlainObject(value) ? value : {};
  return {
    page_limit: typeof meta.page_limit === 'number' ? meta.page_limit : null,
    has_next_page: meta.has_next_page === true,
    has_previous_page: meta.has_previous_page === true,
  };
}

/** Decodes `{collection, meta}`: a wrong envelope throws, unreadable rows are dropped and counted. */
export function decodeList<T>(endpoint: string, item: Schema<T>, data: unknown): Page<T> {
  if (!isPlainObject(data) || !Array.isArray(data.collection))
    throw malformedResponse(endpoint, 'expected {collection: [...], meta: {...}}');
  const collection: T[] = [];
  let unreadable = 0;
  for (const row of data.collection as unknown[]) {
    const result = v.safeParse(item, row);
    if (result.success) collection.push(result.output);
    else unreadable += 1;
  }
  return { collection, meta: decodeMeta(data.meta), unreadable };
}
