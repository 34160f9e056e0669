/**
 * The demo API's own controls (`<base>/__demo/...`): state, fault switches, reset. They are not part of
 * the interface, so they sit outside the typed client. The sandbox answers them only with a secret
 * key, so in live mode the connection's key goes with them (the card only talks to a service on this
 * machine, and only at the configured base URL); the in-browser demo needs none. Writes are sent as
 * JSON, which the controls require.
 */
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
  const response = await fetch(`${baseUrl}/__demo/${path}`, {
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
