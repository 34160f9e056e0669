/**
 * Requests with a total deadline: headers and body read whole under one timer, combined with the
 * caller's signal, so a server that sends headers and then stalls ends in an ApiError instead of a
 * screen (or a busy Save button) that waits forever. Writes get a third more time than reads, since
 * a service may take longer to apply a change than to read. The console's client (./client.ts)
 * sends through its transport; the embed (its page and the React package's hook) through `fetch`.
 */
import { endpointOf, requestTimeout } from './errors';
import { wholeResponse } from './whole-response';

/**
 * The default read timeout. The runtime configuration's `request_timeout_ms` overrides it per
 * client; tests lower it here.
 */
export const requestTimeouts = { readMs: 30_000 };

export const isWrite = (method: string): boolean =>
  !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

export function timeoutFor(method: string, readMs = requestTimeouts.readMs): number {
  return isWrite(method) ? Math.round((readMs * 4) / 3) : readMs;
}

export type Sender = (request: Request, signal: AbortSignal) => Promise<Response>;

const network: Sender = (request, signal) => fetch(new Request(request, { signal }));

/** `request` through `send`, its whole answer within the deadline (a timeout is an ApiError). */
export async function fetchWithDeadline(
  request: Request,
  send: Sender = network,
  readMs?: number,
): Promise<Response> {
  const ms = timeoutFor(request.method, readMs);
  const deadline = AbortSignal.timeout(ms);
  const signal = AbortSignal.any([request.signal, deadline]);
  try {
    return await wholeResponse(await send(request, signal), signal);
  } catch (error) {
    if (deadline.aborted && !request.signal.aborted)
      throw requestTimeout(
        endpointOf(request),
        new URL(request.url).host,
        ms,
        isWrite(request.method),
      );
    throw error;
  }
}
