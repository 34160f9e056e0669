/**
 * Unsaved answers, kept in session storage per workflow and user while the user types, so a reload
 * (or a crash) can offer them back. Stored by field id, not by form key, so a reordered form still
 * restores each answer to its field.
 */
import type { FieldSlot, FormValue, FormValues } from '@/features/dynamic-form';
import * as v from 'valibot';

export interface UnsavedAnswers {
  savedAt: string;
  /** Answers by field id. */
  answers: Record<string, FormValue>;
}

const PREFIX = 'wfc.unsaved-settings';

export const unsavedKey = (workflowId: string, userKey: string): string =>
  `${PREFIX}:${encodeURIComponent(workflowId)}:${encodeURIComponent(userKey)}`;

const formValue = v.union([v.null(), v.string(), v.number(), v.boolean()]);

/** What storage holds is untrusted too: decoded, and answers that are not form values dropped. */
const stored = v.object({
  savedAt: v.string(),
  answers: v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((answers) =>
      Object.fromEntries(
        Object.entries(answers).filter((entry): entry is [string, FormValue] =>
          v.is(formValue, entry[1]),
        ),
      ),
    ),
  ),
});

export function readUnsaved(storage: Storage | undefined, key: string): UnsavedAnswers | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const result = v.safeParse(stored, JSON.parse(raw));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export function writeUnsaved(
  storage: Storage | undefined,
  key: string,
  slots: readonly FieldSlot[],
  values: FormValues,
  now = new Date(),
): void {
  const answers: Record<string, FormValue> = {};
  for (const slot of slots) {
    const value = values[slot.key];
    if (slot.supported && value !== undefined) answers[slot.field.id] = value;
  }
  try {
    storage?.setItem(key, JSON.stringify({ savedAt: now.toISOString(), answers }));
  } catch {
    // Storage full or blocked: the answers stay on screen, just not across a reload.
  }
}

export function clearUnsaved(storage: Storage | undefined, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** The stored answers as form values for the current form (fields that no longer exist are dropped). */
export function restoreValues(
  slots: readonly FieldSlot[],
  current: FormValues,
  unsaved: UnsavedAnswers,
): FormValues {
  const values = { ...current };
  for (const slot of slots) {
    if (slot.supported && Object.hasOwn(unsaved.answers, slot.field.id))
      values[slot.key] = unsaved.answers[slot.field.id] ?? null;
  }
  return values;
}

/** Whether the stored answers differ from what is saved (else there is nothing to offer back). */
export function differsFrom(
  slots: readonly FieldSlot[],
  saved: FormValues,
  unsaved: UnsavedAnswers,
): boolean {
  return slots.some(
    (slot) =>
      slot.supported &&
      Object.hasOwn(unsaved.answers, slot.field.id) &&
      unsaved.answers[slot.field.id] !== saved[slot.key],
  );
}
