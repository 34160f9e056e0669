/**
 * The demo API's own controls (`<base>/__demo/...`): state, fault switches, reset. They are not part of
 * the interface, so they sit outside the typed client. The sandbox answers them only with a secret
 * key, so in live mode the connection's key goes with them (the card only talks to a service on this
 * machine, and only at the configured base URL); the in-browser demo needs none. Writes are sent as
 * JSON, which the controls require.
 */
import { queryOptions } from '@tanstack/react-query';
import { send } from '@/config/transport';

export interface DemoFaults {
  latency_ms: number;
  failure_rate: number;
}

export interface DemoApiState {
  faults: DemoFaults;
  counts: Record<string, number>;
}

function isState(value: unknown): value is DemoApiState {
  if (typeof value !== 'object' || value === null) return false;
  const faults = (value as { faults?: unknown }).faults;
  return (
    typeof faults === 'object' &&
    faults !== null &&
    typeof (faults as DemoFaults).latency_ms === 'number'
  );
}

async function call(
  baseUrl: string,
  apiKey: string,
  path: string,
  init?: { method: 'PUT' | 'POST'; body: string },
): Promise<DemoApiState> {
  const response = await send(`${baseUrl}/__demo/${path}`, {
    ...init,
    credentials: 'omit',
    headers: {
      Accept: 'application/json',
      ...(init ? { 'Content-Type': 'application/json' } : {}),
      ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}),
    },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isState(body)) {
    const message = (body as { error?: { message?: string } } | undefined)?.error?.message;
    throw new Error(message ?? `The demo controls answered ${response.status}.`);
  }
  return body;
}

/** `apiKey` is '' in demo mode (the in-browser demo needs none). */
export const demoApi = {
  state: (baseUrl: string, apiKey: string) => call(baseUrl, apiKey, 'state'),
  setFaults: (baseUrl: string, apiKey: string, faults: DemoFaults) =>
    call(baseUrl, apiKey, 'faults', { method: 'PUT', body: JSON.stringify(faults) }),
  reset: (baseUrl: string, apiKey: string) =>
    call(baseUrl, apiKey, 'reset', { method: 'POST', body: '{}' }),
};

/** Query keys and options of the demo controls, one entry per demo API (in-browser or sandbox). */
export const demoQueries = {
  all: () => ['demo-api'] as const,
  /**
   * The key stays out of the query key, so it never sits in the query cache; saving the connection
   * clears the cache, so a new key is used from the next fetch on.
   */
  state: (baseUrl: string, apiKey: string) =>
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: [...demoQueries.all(), 'state', baseUrl] as const,
      queryFn: () => demoApi.state(baseUrl, apiKey),
      // A service without these controls (anything but the sandbox) answers an error: that is the answer.
      retry: false,
    }),
};
