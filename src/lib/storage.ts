/**
 * JSON in web storage, tolerating absence, corruption and blocked storage. No React here: src/early.ts
 * reads the saved connection with it before the app's code has arrived.
 */
/** Reads a JSON object from storage; {} when absent, not an object, unreadable or blocked. */
export function readStored<T>(storage: Storage | undefined, key: string): Partial<T> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

export function writeStored(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === undefined) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the setting lasts for this page only.
  }
}

export function safeStorage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window[kind];
  } catch {
    return undefined;
  }
}
