/**
 * The idempotency key of a save: one per set of answers, reused while the same answers are sent
 * again (Retry, or Save after a failure), so a save that did land is not applied twice; a new one
 * once the answers change or a save succeeded. Every form that saves uses it (the console's screens,
 * the embed, the React package's headless hook).
 */
export interface SaveAttempts {
  /** The key to send `formData` with. */
  keyFor: (formData: Readonly<Record<string, unknown>>) => string;
  /** The last save landed: the next one gets a new key. */
  succeeded: () => void;
}

export function createSaveAttempts(
  newKey: () => string = () => globalThis.crypto.randomUUID(),
): SaveAttempts {
  let attempt: { body: string; key: string } | null = null;
  return {
    keyFor(formData) {
      const body = JSON.stringify(formData);
      if (attempt?.body !== body) attempt = { body, key: newKey() };
      return attempt.key;
    },
    succeeded() {
      attempt = null;
    },
  };
}
