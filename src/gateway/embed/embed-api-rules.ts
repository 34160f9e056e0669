/**
 * What an end user's token allows, as pure rules: exactly two requests (read one workflow's form and
 * the user's answers; save the user's answers), the fields an answer may carry to the browser, the
 * body sent to the service (the token's user, whatever the browser says), and the idempotency key
 * passed on (scoped to the user, so one user's key can never name another's save).
 */
import { createHash } from 'node:crypto';
import { matchOperation } from '../../api/operations';

export const EMBED_API_PREFIX = '/embed-api';

export type EmbedRequest = { kind: 'read'; id: string } | { kind: 'save'; id: string };

/**
 * The request a method and raw path (without the query) name, or undefined for anything else. The
 * path is matched as the operations are (api/operations.ts: each segment decoded, no dot segments,
 * no separators in any spelling); `id` is the decoded workflow id.
 */
export function matchEmbedRequest(method: string, rawPath: string): EmbedRequest | undefined {
  if (!rawPath.startsWith(`${EMBED_API_PREFIX}/`)) return undefined;
  const match = matchOperation(method, rawPath.slice(EMBED_API_PREFIX.length));
  const id = match?.params.id;
  if (id === undefined) return undefined;
  if (match?.operation.operationId === 'getWorkflow') return { kind: 'read', id };
  if (match?.operation.operationId === 'updateWorkflowSettings') return { kind: 'save', id };
  return undefined;
}

/** A workflow's path at the service, built from its decoded id (`/workflows/<id>`). */
export const workflowPath = (id: string, rest = '') =>
  `/workflows/${encodeURIComponent(id)}${rest}`;

/** The only fields of a workflow an end user's browser receives. */
export const EMBED_WORKFLOW_FIELDS = ['name', 'description', 'form', 'form_data'] as const;

/** The service's workflow reduced to what the form needs; anything but an object gives null. */
export function embedView(answer: unknown): Record<string, unknown> | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const view: Record<string, unknown> = {};
  for (const field of EMBED_WORKFLOW_FIELDS) {
    if (Object.hasOwn(answer, field)) view[field] = (answer as Record<string, unknown>)[field];
  }
  return view;
}

/**
 * The body forwarded for a save: the token's user and the answers sent, nothing else (a `user_key`
 * or any other field the browser adds is dropped). Null when `form_data` is missing or not an object.
 */
export function saveBody(sent: unknown, userKey: string): string | null {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return null;
  const formData = (sent as Record<string, unknown>).form_data;
  if (typeof formData !== 'object' || formData === null || Array.isArray(formData)) return null;
  return JSON.stringify({ user_key: userKey, form_data: formData });
}

/** The Idempotency-Key passed to the service: the browser's key, scoped to the token's user. */
export function scopedIdempotencyKey(userKey: string, key: string): string {
  const digest = createHash('sha256').update(userKey).update('\0').update(key).digest('base64url');
  return `emb_${digest}`;
}
