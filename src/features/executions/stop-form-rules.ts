/**
 * The stop form's rules as react-hook-form sees them (pure): the checks of ./stop-request by field
 * path, and switching how filters are written.
 */
import { messagesOf, schemaOfRules } from '@/lib/form/resolver';
import {
  buildStopBody,
  EMPTY_PAIR,
  filtersToJson,
  filtersToPairs,
  pairsToFilters,
  parseFiltersJson,
  type FilterMode,
  type StopFormErrors,
  type StopFormValues,
} from './stop-request';

/** Where each problem shows: the filters as a whole live on the JSON text (shown under the pairs in pairs mode). */
export type StopErrorPath = 'userKey' | 'json' | 'stopEvent' | `pairs.${number}.key`;

export function stopErrorPaths(errors: StopFormErrors): Partial<Record<StopErrorPath, string>> {
  const paths: Partial<Record<StopErrorPath, string>> = {};
  if (errors.userKey) paths.userKey = errors.userKey;
  if (errors.filters) paths.json = errors.filters;
  if (errors.stopEvent) paths.stopEvent = errors.stopEvent;
  for (const [index, message] of Object.entries(errors.pairs ?? {}))
    paths[`pairs.${Number(index)}.key`] = message;
  return paths;
}

/** The same, as typed entries (for react-hook-form's setError). */
export function stopErrorEntries(errors: StopFormErrors): [StopErrorPath, string][] {
  const paths = stopErrorPaths(errors);
  return (Object.keys(paths) as StopErrorPath[]).flatMap((path) => {
    const message = paths[path];
    return message === undefined ? [] : [[path, message] as [StopErrorPath, string]];
  });
}

/** What must be fixed before the confirmation opens: the checks of buildStopBody, by field path. */
export const stopFormSchema = schemaOfRules<StopFormValues>((values) => {
  const built = buildStopBody(values);
  return built.ok ? {} : stopErrorPaths(built.errors);
});

export const validateStop = (values: StopFormValues) => messagesOf(stopFormSchema, values);

/** Switches how filters are written, carrying them over; refuses (and says why) when they do not convert. */
export function switchFilterMode(
  values: StopFormValues,
  mode: FilterMode,
): { ok: true; values: StopFormValues } | { ok: false; errors: StopFormErrors } {
  if (mode === values.mode) return { ok: true, values };
  if (mode === 'json') {
    const parsed = pairsToFilters(values.pairs);
    if (!parsed.ok) return { ok: false, errors: { pairs: parsed.errors } };
    return { ok: true, values: { ...values, mode, json: filtersToJson(parsed.value) } };
  }
  const parsed = parseFiltersJson(values.json);
  if (!parsed.ok) return { ok: false, errors: { filters: parsed.error } };
  const pairs = filtersToPairs(parsed.value);
  if (!pairs.ok) return { ok: false, errors: { filters: pairs.error } };
  return {
    ok: true,
    values: { ...values, mode, pairs: pairs.value.length > 0 ? pairs.value : [{ ...EMPTY_PAIR }] },
  };
}
