/**
 * A gate the console's requests wait at: in demo mode the page renders at once, while the demo API's
 * service worker starts beside it, and requests wait here until it answers. Outside demo mode (and in
 * tests) the gate is open.
 */
let ready: Promise<void> = Promise.resolve();

/** Requests wait for `promise` (a failure fails them with its error). */
export function holdRequestsUntil(promise: Promise<void>): void {
  ready = promise;
}

export function requestsReady(): Promise<void> {
  return ready;
}
