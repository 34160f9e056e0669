/** "Test connection": one cheap GET with the settings being edited, timed. */
import { createApiClient, unwrap, type ClientSettings } from '@/api/client';
import { decodeList } from '@/api/decode/core';
import { workflowSummary } from '@/api/decode/workflow-summary';
import { clientSettingsFor } from '@/api/current';
import { isApiError } from '@/api/errors';
import type { Connection } from '@/config/connection';
import type { Mode } from '@/config/runtime-config';

export type ConnectionTestResult =
  | { ok: true; status: number; latencyMs: number; requestId?: string; workflows: number }
  | {
      ok: false;
      status: number;
      latencyMs: number;
      message: string;
      /** The service's own words, whole, when the message is the service's. */
      serviceMessage?: string;
      requestId?: string;
    };

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
        ...(error.serviceMessage === undefined ? {} : { serviceMessage: error.serviceMessage }),
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

/**
 * Whether Test connection can test what the form says, from the page as it runs now. A page in demo
 * mode sends the console's requests to its demo API (config/transport.ts), which answers them whatever
 * their URL, so a live URL tested from it would report the demo data's answer as the service's:
 * nothing is sent, and the page says so. A page in live mode has no demo API until a reload.
 */
export type TestPlan = 'test' | 'demo-answers-every-url' | 'demo-needs-reload';

export function testPlan(pageMode: Mode, formMode: Mode): TestPlan {
  if (pageMode === formMode) return 'test';
  return pageMode === 'demo' ? 'demo-answers-every-url' : 'demo-needs-reload';
}

export type TestOutcome =
  | { kind: 'tested'; result: ConnectionTestResult; demo: boolean }
  | { kind: 'not-tested'; baseUrl: string };

/** Runs Test connection as `testPlan` allows: no request at all when the answer would be the demo's. */
export async function runConnectionTest(pageMode: Mode, values: Connection): Promise<TestOutcome> {
  if (testPlan(pageMode, values.mode) === 'demo-answers-every-url')
    return { kind: 'not-tested', baseUrl: values.baseUrl.trim() };
  const settings = clientSettingsFor({ ...values, apiKey: values.apiKey.trim() });
  const result = await testConnection(settings, values.defaultUserKey.trim());
  return { kind: 'tested', result, demo: values.mode === 'demo' };
}
