/**
 * The current time for relative times, ticking once a minute while anything reads it: one timer for
 * the whole page, so a list of 100 timestamps re-renders them together and never runs 100 timers.
 */
import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * Starts the tick without moving the time: the screen was just rendered with `read()`'s value, and a
 * new one here would make React render every timestamp again at once (a second render of a list's
 * timestamps on its first visit, measured in a CPU profile).
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Stable between calls (React compares snapshots); refreshed when nothing has kept it ticking. */
function read(): number {
  if (timer === undefined && Date.now() - now > TICK_MS) now = Date.now();
  return now;
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, read, read);
}
