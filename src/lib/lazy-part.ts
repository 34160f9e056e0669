/**
 * A part of the console's code that the first screen can do without for a moment (keyboard handling,
 * the full error view): fetched once its first user mounts (or when asked, e.g. when the page is
 * idle), so the first load stays small. Until it arrives, its users work in a plainer way of their
 * own. Offline it is fetched once the connection is back, without counting as a screen that waits
 * (./when-online.ts); a failed fetch is tried again the next time the part is asked for.
 */
import { useEffect } from 'react';
import { createStore, useStore, type Store } from './store';
import { whenOnline } from './when-online';

export interface LazyPart<T> {
  /** The module once it arrived, else null; subscribe to hear it arrive. */
  loaded: Store<T | null>;
  /** Fetches the module unless it is there or on its way; settles when it arrives or fails. */
  load: () => Promise<T>;
}

export function lazyPart<T>(fetchModule: () => Promise<T>): LazyPart<T> {
  const loaded = createStore<T | null>(null);
  let pending: Promise<T> | null = null;
  const load = () => {
    const module = loaded.get();
    if (module !== null) return Promise.resolve(module);
    pending ??= whenOnline(fetchModule, { background: true }).then(
      (arrived) => {
        loaded.set(arrived);
        return arrived;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return { loaded, load };
}

/** The part's module, or null until it arrives; asks for it when the calling component mounts. */
export function useLazyPart<T>(part: LazyPart<T>): T | null {
  const module = useStore(part.loaded);
  useEffect(() => {
    if (module === null) part.load().catch(() => undefined);
  }, [part, module]);
  return module;
}
