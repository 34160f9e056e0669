/**
 * Loads a part of the console's code once the browser is online. A module the browser failed to
 * fetch stays failed for the page's life in most browsers (the module map keeps the failure), so a
 * screen opened offline would need a reload: instead its code is asked for only when the connection
 * is there, and the screen opens by itself when it comes back (TanStack Query's onlineManager, the
 * same that pauses and resumes the data). What waits is counted, for the offline banner to say so.
 */
import { onlineManager } from '@tanstack/react-query';
import { createStore } from './store';

/** How many loads wait for the connection (a screen asked for, not background parts). */
export const waitingForConnection = createStore(0);

export interface WhenOnlineOptions {
  /**
   * A part fetched in the background, that no screen the user opened waits for (keyboard handling):
   * not counted in `waitingForConnection`, so the offline banner does not speak of it.
   */
  background?: boolean;
}

export function whenOnline<T>(
  load: () => Promise<T>,
  { background = false }: WhenOnlineOptions = {},
): Promise<T> {
  if (onlineManager.isOnline()) return load();
  const count = (step: number) => {
    if (!background) waitingForConnection.set(waitingForConnection.get() + step);
  };
  count(1);
  return new Promise<void>((resolve) => {
    const stop = onlineManager.subscribe((online) => {
      if (!online) return;
      stop();
      resolve();
    });
  })
    .finally(() => count(-1))
    .then(load);
}
