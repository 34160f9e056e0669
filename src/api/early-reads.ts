/**
 * Reads started by src/early.ts before the app's code has arrived (live and demo mode: the first page
 * of the list the browser opened on), handed to the client when it makes the very same request: a GET of the
 * same URL (its query in any order) with the same Authorization. Each is taken once, and only while
 * fresh; a read nobody asks for is dropped. It imports only the transport and a small helper:
 * this runs before the app's code.
 *
 * The answer's body is read as soon as it arrives. Left in the browser's network pipe, it was read
 * only when the app took it, in tasks queued behind the app's start: 10 to 20 ms of a live first
 * visit's first row (trace of the page's main thread, 27 Nov).
 */
import { send } from '@/config/transport';
import { wholeResponse } from './whole-response';

/** How long a read started early may stand in for the app's own request. */
export const EARLY_READ_FRESH_MS = 10_000;

interface EarlyRead {
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Shared through `window`, so the hand-off holds however the two entries' code is bundled. */
    __wfcEarlyReads?: Map<string, EarlyRead>;
  }
}

/** The identity of a read: method, URL with its query sorted, and the credentials it carries. */
export function readKey(url: string, authorization: string | null | undefined): string {
  const target = new URL(url);
  target.searchParams.sort();
  target.hash = '';
  return `GET ${target.href} ${authorization ?? ''}`;
}

function reads(): Map<string, EarlyRead> | undefined {
  return typeof window === 'undefined' ? undefined : (window.__wfcEarlyReads ??= new Map());
}

/** Starts a GET of `url` now, for the app to take when it asks for the same thing. */
export function startEarlyRead(url: string, headers: Record<string, string>): void {
  const response = send(url, { headers }).then((answer) => wholeResponse(answer));
  // Whoever takes it handles a failure (by asking again); an untaken one must not be reported.
  response.catch(() => undefined);
  reads()?.set(readKey(url, headers.Authorization), { startedAt: performance.now(), response });
}

/** True while a read started early waits to be taken (the first screen's answer is on its way). */
export function hasEarlyRead(): boolean {
  const pending = reads();
  if (pending === undefined) return false;
  for (const read of pending.values())
    if (performance.now() - read.startedAt <= EARLY_READ_FRESH_MS) return true;
  return false;
}

/** The early answer to `request`, if one was started for exactly it and is still fresh. */
export function takeEarlyRead(request: Request): Promise<Response> | undefined {
  const pending = reads();
  if (request.method !== 'GET' || pending === undefined || pending.size === 0) return undefined;
  const key = readKey(request.url, request.headers.get('Authorization'));
  const read = pending.get(key);
  pending.delete(key);
  if (read === undefined || performance.now() - read.startedAt > EARLY_READ_FRESH_MS)
    return undefined;
  return read.response;
}
