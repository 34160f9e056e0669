/**
 * Controls of the demo API itself (not part of the interface): its state, the fault switches and a
 * reset to the seed data. Served beside the API at `<base>/__demo/...`, in the browser and the sandbox.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoDb, FaultSettings } from '../store/db';

export interface DemoState {
  faults: FaultSettings;
  counts: Record<string, number>;
}

function state(db: DemoDb): DemoState {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(db.tables())) counts[name] = table.size;
  return { faults: db.faults, counts };
}

function readFaults(value: unknown): FaultSettings | string {
  if (typeof value !== 'object' || value === null) return 'Send {latency_ms, failure_rate}.';
  const { latency_ms: latency, failure_rate: rate } = value as Record<string, unknown>;
  if (typeof latency !== 'number' || !Number.isFinite(latency) || latency < 0 || latency > 30000) {
    return 'latency_ms must be a number of milliseconds from 0 to 30000.';
  }
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate < 0 || rate > 1) {
    return 'failure_rate must be a number from 0 to 1.';
  }
  return { latency_ms: Math.round(latency), failure_rate: rate };
}

export function demoControlHandlers(db: DemoDb): HttpHandler[] {
  return [
    http.get('*/__demo/state', () => HttpResponse.json(state(db))),
    http.put('*/__demo/faults', async ({ request }) => {
      const faults = readFaults(await request.json().catch(() => null));
      if (typeof faults === 'string') {
        return HttpResponse.json(
          { error: { code: 'invalid_faults', message: faults } },
          { status: 400 },
        );
      }
      db.setFaults(faults);
      return HttpResponse.json(state(db));
    }),
    http.post('*/__demo/reset', () => {
      db.reset();
      return HttpResponse.json(state(db));
    }),
  ];
}
