/**
 * The messages between the page and the demo API's worker (../browser.ts, ./worker.ts): requests and
 * answers as plain data, their bodies as transferable buffers, and the page's saved state, which the
 * worker cannot read itself (a worker has no local storage).
 */
import { NULL_BODY_STATUSES } from '@/api/whole-response';

export interface RequestMessage {
  type: 'request';
  id: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface ResponseMessage {
  type: 'response';
  id: number;
  status: number;
  statusText: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/**
 * Page to worker. `start`: the saved state's text (null when none); `storage`: another tab saved
 * (`follows` counts these, so the page can tell a save made before the worker took it).
 */
export type ToWorker =
  | { type: 'start'; saved: string | null }
  | { type: 'storage'; saved: string | null; follows: number }
  | RequestMessage;

/**
 * Worker to page. `save`: the state to keep in local storage (null: remove it), made after the
 * worker took `follows` states of other tabs; `unhandled`: no handler answers the request, so the
 * page sends it to the network.
 */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'save'; saved: string | null; follows: number }
  | { type: 'unhandled'; id: number }
  | ResponseMessage;

const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

export async function requestMessage(id: number, request: Request): Promise<RequestMessage> {
  return {
    type: 'request',
    id,
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: hasBody(request.method) ? await request.arrayBuffer() : null,
  };
}

export function requestFrom(message: RequestMessage): Request {
  return new Request(message.url, {
    method: message.method,
    headers: message.headers,
    body: message.body,
  });
}

export async function responseMessage(id: number, response: Response): Promise<ResponseMessage> {
  return {
    type: 'response',
    id,
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer(),
  };
}

export function responseFrom(message: ResponseMessage): Response {
  return new Response(message.body, {
    status: message.status,
    statusText: message.statusText,
    headers: message.headers,
  });
}
