/**
 * The request for one page of AsyncSelect options: `data.url` with `data.parameters` as query
 * parameters and the cursor as `pagination.cursor_param`. Placeholders (`{{channel}}`,
 * `{{form[channel]}}`) that name another field of the form are filled from its current value; one
 * that cannot be filled is an error, never a request with a literal placeholder. Only http(s).
 */
import type { FieldData } from '@/api/models';
import { tokenize } from '@/lib/templates/placeholders';
import { isNonBlankString } from '@/utils/guards';
import { labelOf, type FieldSlot, type FormValues } from './form-model';

/** What a placeholder's name refers to in the form: its label and current value, if any. */
export interface PlaceholderSource {
  label: string;
  value: unknown;
}

export type LookupField = (nameOrId: string) => PlaceholderSource | undefined;

/** The field a placeholder names: by name first, else by id. */
export const findSlot = (slots: readonly FieldSlot[], ref: string): FieldSlot | undefined =>
  slots.find((slot) => slot.field.name === ref) ?? slots.find((slot) => slot.field.id === ref);

/** Placeholders resolved against the form's current values. */
export const lookupIn =
  (slots: readonly FieldSlot[], values: Readonly<FormValues>): LookupField =>
  (ref) => {
    const slot = findSlot(slots, ref);
    return slot ? { label: labelOf(slot), value: values[slot.key] } : undefined;
  };

export type OptionsRequest =
  | { ok: true; url: string; dependsOn: string[] }
  | {
      ok: false;
      error: string;
      dependsOn: string[];
      /** The label of the field to fill in first, when that is all that is missing. */
      waitingFor?: string;
    };

class Unresolved extends Error {
  constructor(
    message: string,
    readonly waitingFor?: string,
  ) {
    super(message);
  }
}

const hasValue = (value: unknown) =>
  isNonBlankString(value) || typeof value === 'number' || typeof value === 'boolean';

/** The names of the other fields a configuration's url and parameters refer to. */
export function placeholderRefs(data: FieldData): string[] {
  const texts = [data.url ?? '', ...Object.values(data.parameters)];
  return [
    ...new Set(
      texts.flatMap((text) =>
        tokenize(text)
          .filter((token) => token.kind === 'form' || token.kind === 'data')
          .map((token) => token.ref ?? ''),
      ),
    ),
  ];
}

function fill(text: string, lookup: LookupField, encode: (value: string) => string): string {
  return tokenize(text)
    .map((token) => {
      if (token.kind === 'text') return token.raw;
      if (token.kind === 'malformed')
        throw new Unresolved(`The options configuration has a malformed placeholder: ${token.raw}`);
      if (token.kind !== 'form' && token.kind !== 'data')
        throw new Unresolved(`The placeholder ${token.raw} cannot be filled in by this form.`);
      const source = lookup(token.ref ?? '');
      if (!source)
        throw new Unresolved(`The placeholder ${token.raw} names no field of this form.`);
      if (!hasValue(source.value))
        throw new Unresolved(`Choose “${source.label}” first.`, source.label);
      return encode(String(source.value));
    })
    .join('');
}

export function buildOptionsRequest(
  data: FieldData,
  lookup: LookupField,
  cursor: string | null = null,
): OptionsRequest {
  const dependsOn = placeholderRefs(data);
  const fail = (error: string, waitingFor?: string): OptionsRequest => ({
    ok: false,
    error,
    dependsOn,
    ...(waitingFor === undefined ? {} : { waitingFor }),
  });
  if (!data.url) return fail('The field has no options URL (data.url).');
  let url: URL;
  try {
    url = new URL(fill(data.url, lookup, encodeURIComponent));
    for (const [name, value] of Object.entries(data.parameters)) {
      url.searchParams.set(
        name,
        fill(value, lookup, (text) => text),
      );
    }
  } catch (error) {
    if (error instanceof Unresolved) return fail(error.message, error.waitingFor);
    return fail(`The options URL is not a valid URL: ${data.url}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return fail(`Only http(s) option URLs are requested; this one is ${url.protocol}`);
  }
  if (cursor !== null) url.searchParams.set(data.pagination.cursor_param || 'cursor', cursor);
  return { ok: true, url: url.toString(), dependsOn };
}
