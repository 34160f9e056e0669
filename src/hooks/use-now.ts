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
 * While nothing ticks, a time further than this from the current time (older, or newer when the
 * clock was set back) is replaced by the current time.
 */
const STOPPED_REFRESH_MS = 1_000;

const stale = () => Math.abs(Date.now() - now) > STOPPED_REFRESH_MS;

/**
 * Starts the tick. The time moves only if it is more than a second old: a first screen was just
 * rendered with `read()`'s value, and a new one there would make React render every timestamp again
 * at once (a second render of a list's timestamps on its first visit, measured in a CPU profile);
 * a screen that replaced another in one commit was rendered with the old clock's last tick, up to a
 * tick old, and gets the current time.
 */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    if (stale()) now = Date.now();
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

/**
 * Stable between calls (React compares snapshots): the tick moves it while anything reads it, and
 * a screen that starts the clock again reads the current time, not one left from the last tick.
 */
function read(): number {
  if (timer === undefined && stale()) now = Date.now();
  return now;
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, read, read);
}
