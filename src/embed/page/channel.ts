/**
 * The frame's side of the postMessage protocol (../sdk/protocol.ts). The host's origin comes from
 * the frame's URL (`#host=`, put there by the loader; an origin is no secret) and must agree with
 * what the browser says framed this page (`location.ancestorOrigins`, where the browser has it);
 * CSP `frame-ancestors` already limits framing to WFC_EMBED_ORIGINS. Messages are read only from the
 * parent window at that origin, and sent only to that origin.
 */
import { envelope, readHostMessage, type FrameMessage, type HostMessage } from '../sdk/protocol';

/** The host origin of the frame's `#host=`, or null when it is missing, not an origin, or not the parent. */
export function hostOriginOf(
  hash: string,
  ancestorOrigins: readonly string[] | undefined,
): string | null {
  const raw = new URLSearchParams(hash.replace(/^#/, '')).get('host');
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== raw) return null;
  const parent = ancestorOrigins?.[0];
  return parent === undefined || parent === raw ? raw : null;
}

/** The workflow id of `/embed/workflows/:id/settings`, or null. */
export function workflowIdOf(pathname: string): string | null {
  const segment = /^\/embed\/workflows\/([^/]+)\/settings$/.exec(pathname)?.[1];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

interface MessageLike {
  source: unknown;
  origin: string;
  data: unknown;
}

/** A message from the host, if it comes from the parent window at the host's origin and is one. */
export function acceptHostMessage(
  event: MessageLike,
  parent: unknown,
  hostOrigin: string,
): HostMessage | undefined {
  if (event.source !== parent || event.origin !== hostOrigin) return undefined;
  return readHostMessage(event.data);
}

export interface Channel {
  send: (message: FrameMessage) => void;
  listen: (handler: (message: HostMessage) => void) => () => void;
}

export function createChannel(win: Window, hostOrigin: string): Channel {
  return {
    send: (message) => win.parent.postMessage(envelope(message), hostOrigin),
    listen(handler) {
      const onMessage = (event: MessageEvent) => {
        const message = acceptHostMessage(event, win.parent, hostOrigin);
        if (message) handler(message);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
  };
}
