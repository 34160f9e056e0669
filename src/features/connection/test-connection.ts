/** "Test connection": one cheap GET with the settings being edited, timed. */
import { createApiClient, unwrap, type ClientSettings } from '@/api/client';
import { decodeList } from '@/api/decode/core';
import { workflowSummary } from '@/api/decode/workflows';
import { isApiError } from '@/api/errors';

export type ConnectionTestResult =
  | { ok: true; status: number; latencyMs: number; requestId?: string; workflows: number }
  | { ok: false; status: number; latencyMs: number; message: string; requestId?: string };

export async function testConnection(
  settings: ClientSettings,
  userKey: string,
  now: () => number = () => performance.now(),
): Promise<ConnectionTestResult> {
  const client = createApiClient(settings);
  const started = now();
  let requestId: string | undefined;
  let status = 0;
  try {
    const endpoint = 'GET /workflows';
    const data = await unwrap(
      endpoint,
      client
        .GET('/workflows', { params: { query: { limit: 1, user_key: userKey } } })
        .then((result) => {
          requestId = result.response.headers.get('x-request-id') ?? undefined;
          status = result.response.status;
          return result;
        }),
    );
    const latencyMs = Math.round(now() - started);
    const workflows = decodeList(endpoint, workflowSummary, data).collection.length;
    return { ok: true, status, latencyMs, workflows, ...(requestId ? { requestId } : {}) };
  } catch (error) {
    const latencyMs = Math.round(now() - started);
    if (isApiError(error)) {
      return {
        ok: false,
        status: error.status,
        latencyMs,
        message: error.message,
        ...(error.requestId ? { requestId: error.requestId } : {}),
      };
    }
    return {
      ok: false,
      status: 0,
      latencyMs,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
