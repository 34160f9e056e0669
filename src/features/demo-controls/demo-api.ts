/**
 * The demo API's own controls (`<base>/__demo/...`): state, fault switches, reset. They are not part of
 * the interface, so they sit outside the typed client; they carry no key.
 */
import { queryOptions } from '@tanstack/react-query';
import { requestsReady } from '@/config/requests-ready';

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

async function call(baseUrl: string, path: string, init?: RequestInit): Promise<DemoApiState> {
  await requestsReady();
  const response = await fetch(`${baseUrl}/__demo/${path}`, {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init?.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok || !isState(body)) {
    const message = (body as { error?: { message?: string } } | undefined)?.error?.message;
    throw new Error(message ?? `The demo controls answered ${response.status}.`);
  }
  return body;
}

export const demoApi = {
  state: (baseUrl: string) => call(baseUrl, 'state'),
  setFaults: (baseUrl: string, faults: DemoFaults) =>
    call(baseUrl, 'faults', { method: 'PUT', body: JSON.stringify(faults) }),
  reset: (baseUrl: string) => call(baseUrl, 'reset', { method: 'POST' }),
};

/** Query keys and options of the demo controls, one entry per demo API (in-browser or sandbox). */
export const demoQueries = {
  all: () => ['demo-api'] as const,
  state: (baseUrl: string) =>
    queryOptions({
      queryKey: [...demoQueries.all(), 'state', baseUrl] as const,
      queryFn: () => demoApi.state(baseUrl),
      // A service without these controls (anything but the sandbox) answers an error: that is the answer.
      retry: false,
    }),
};
