/**
 * Local storage as the demo API's worker sees it: a worker has none, so the page sends the saved
 * state's text when the worker starts and whenever another tab changes it, and the worker sends back
 * what it saves. Only the demo's own key is kept (the persistence layer uses no other).
 */
import { DEMO_STORAGE_KEY } from '../store/storage-key';

export interface MirroredStorage extends Storage {
  /** The page's text of the saved state now (another tab saved it, or removed it). */
  replace: (text: string | null) => void;
}

export function mirroredStorage(
  initial: string | null,
  save: (text: string | null) => void,
): MirroredStorage {
  let text = initial;
  const own = (key: string) => key === DEMO_STORAGE_KEY;
  return {
    get length() {
      return text === null ? 0 : 1;
    },
    key: (index) => (index === 0 && text !== null ? DEMO_STORAGE_KEY : null),
    getItem: (key) => (own(key) ? text : null),
    setItem: (key, value) => {
      if (!own(key)) return;
      text = value;
      save(value);
    },
    removeItem: (key) => {
      if (!own(key) || text === null) return;
      text = null;
      save(null);
    },
    clear: () => {
      if (text === null) return;
      text = null;
      save(null);
    },
    replace: (next) => {
      text = next;
    },
  };
}

/** A storage that lives in memory only (what msw's cookie jar needs in a worker). */
export function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}
