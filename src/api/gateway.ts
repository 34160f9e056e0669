/**
 * The gateway's own JSON endpoints, for the screens that exist only behind it (Sessions, Audit trail):
 * same origin, the session cookie, `X-CSRF-Token` on writes, the same timeouts as the API client,
 * and every failure an ApiError with the gateway's readable message.
 */
import { sessionStore } from '@/config/session-store';
import { apiErrorFromResponse } from './error-body';
import { ApiError, malformedResponse, networkError } from './errors';
import { fetchWithTimeout } from './client';

export async function gatewayJson(
  method: 'GET' | 'DELETE',
  path: string,
  signal?: AbortSignal,
): Promise<unknown> {
  const url = new URL(path, window.location.origin);
  const endpoint = `${method} ${url.pathname}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = sessionStore.get()?.csrfToken;
  if (method !== 'GET' && token) headers['X-CSRF-Token'] = token;
  let response: Response;
  try {
    response = await fetchWithTimeout(
      new Request(url, { method, headers, credentials: 'same-origin', signal: signal ?? null }),
    );
  } catch (error) {
    if (error instanceof ApiError || (error instanceof Error && error.name === 'AbortError'))
      throw error;
    throw networkError(endpoint, url.host, error);
  }
  if (!response.ok) throw await apiErrorFromResponse(response, endpoint);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw malformedResponse(endpoint, 'the body is not valid JSON');
  }
}
