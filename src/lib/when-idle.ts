/**
 * Runs `task` once the page is idle (at the latest after `timeout` ms), or after `fallback` ms in a
 * browser without `requestIdleCallback`: for work nobody waits for (cleaning up, prefetching).
 * Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 3000, fallback = 1500): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(task, { timeout });
    return () => {
      globalThis.cancelIdleCallback(handle);
    };
  }
  const timer = setTimeout(task, fallback);
  return () => clearTimeout(timer);
}
