/**
 * Where the console's requests go. Normally the network (`fetch`, resolved at call time so test
 * interceptors see every request). In demo mode the demo API answers from the page's worker
 * (src/demo-api/browser.ts): requests wait until it is up and then go to it, and what it does not
 * answer goes to the network. The page does not wait for it; only the requests do.
 * No imports: src/early.ts uses it before the app's code has arrived.
 */
export type Transport = (request: Request) => Promise<Response>;

const network: Transport = (request) => globalThis.fetch(request);

let current: Promise<Transport> = Promise.resolve(network);

/** Requests go through `transport` once it resolves (a failure fails them with its error). */
export function routeRequestsThrough(transport: Promise<Transport>): void {
  // A failed start is reported by whoever awaits it (main.tsx); requests made meanwhile fail with it.
  transport.catch(() => undefined);
  current = transport;
}

/** Requests go to the network again (what a page outside demo mode, and every test, starts with). */
export function routeRequestsToNetwork(): void {
  current = Promise.resolve(network);
}

/** `fetch`, through the current transport. */
export async function send(input: Request | string, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  return (await current)(request);
}
