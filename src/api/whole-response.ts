/**
 * A response with its body read whole into memory, so reading it again costs no wait on the network.
 * Small and free of the app's modules: src/early.ts's chunk uses it too.
 */
import { untilAborted } from '@/utils/abort';

/** Statuses whose response has no body (a Response cannot be built with one). */
export const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** `response`, its body read whole (until `signal` aborts, if given); same status and headers. */
export async function wholeResponse(response: Response, signal?: AbortSignal): Promise<Response> {
  const read = NULL_BODY_STATUSES.has(response.status) ? null : response.arrayBuffer();
  const body = read && signal ? await untilAborted(read, signal) : await read;
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
