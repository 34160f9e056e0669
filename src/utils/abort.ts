/**
 * `promise`, or the signal's reason once it aborts. Reading a body does not always stop with the
 * request's signal (a mocked or already-streaming response may keep waiting), and the demo API's
 * answers in the page do not see it at all, so the signal is raced against the promise itself.
 */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
