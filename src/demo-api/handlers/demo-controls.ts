/**
 * Controls of the demo API itself (not part of the interface): its state, the fault switches and a
 * reset to the seed data. They answer at `<controlsBase>/__demo/<name>` only (the sandbox's root, the
 * in-browser demo's `/demo-api`), never under `/api/v1` or another prefix.
 *
 * Where a key is required (the sandbox), they need a secret key, as an admin-only operation would:
 * a missing or malformed key answers 401, a publishable key 403. Writes need a JSON content type
 * (415 otherwise), so a browser on another origin cannot send one without a CORS preflight. An unknown
 * control answers 404 before any key is checked; a known one with another method answers 405.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { identifyCaller } from '../http/caller';
import { DemoApiError, forbidden } from '../http/errors';
import { readJsonBody } from '../http/params';
import { internalErrorBody, type DemoApiOptions } from '../http/route';
import { cryptoHex } from '../store/random';
import { growWorkflows, MAX_GROW } from '../store/grow';
import type { DemoDb, FaultSettings } from '../store/db';
import { finiteNumber, isPlainObject } from '@/utils/guards';

export interface DemoState {
  faults: FaultSettings;
  counts: Record<string, number>;
}

function state(db: DemoDb): DemoState {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(db.tables())) counts[name] = table.size;
  return { faults: db.faults, counts };
}

function readFaults(value: unknown): FaultSettings {
  const invalid = (message: string) => new DemoApiError(400, 'invalid_faults', message);
  if (!isPlainObject(value)) throw invalid('Send {latency_ms, failure_rate}.');
  const latency = finiteNumber(value.latency_ms);
  const rate = finiteNumber(value.failure_rate);
  if (latency === undefined || latency < 0 || latency > 30000) {
    throw invalid('latency_ms must be a number of milliseconds from 0 to 30000.');
  }
  if (rate === undefined || rate < 0 || rate > 1) {
    throw invalid('failure_rate must be a number from 0 to 1.');
  }
  return { latency_ms: Math.round(latency), failure_rate: rate };
}

function readGrow(value: unknown): { userKey: string; workflows: number } {
  const invalid = (message: string) => new DemoApiError(400, 'invalid_grow', message);
  if (typeof value !== 'object' || value === null) throw invalid('Send {workflows, user_key}.');
  const { workflows, user_key: userKey = 'main' } = value as Record<string, unknown>;
  if (
    typeof workflows !== 'number' ||
    !Number.isInteger(workflows) ||
    workflows < 1 ||
    workflows > MAX_GROW
  )
    throw invalid(`workflows must be a whole number from 1 to ${String(MAX_GROW)}.`);
  if (typeof userKey !== 'string' || userKey.trim() === '')
    throw invalid('user_key must be a user key.');
  return { userKey, workflows };
}

type Control = { method: 'GET' | 'PUT' | 'POST'; run: (request: Request) => Promise<DemoState> };

function controls(db: DemoDb): Record<string, Control> {
  return {
    state: { method: 'GET', run: () => Promise.resolve(state(db)) },
    faults: {
      method: 'PUT',
      run: async (request) => {
        db.setFaults(readFaults(await readJsonBody(request)));
        return state(db);
      },
    },
    grow: {
      method: 'POST',
      run: async (request) => {
        const { userKey, workflows } = readGrow(await readJsonBody(request));
        growWorkflows(db, userKey, workflows);
        return state(db);
      },
    },
    reset: {
      method: 'POST',
      run: async (request) => {
        await readJsonBody(request);
        db.reset();
        return state(db);
      },
    },
  };
}

const isJson = (request: Request) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(request.headers.get('content-type') ?? '');

export function demoControlHandlers(options: DemoApiOptions): HttpHandler[] {
  const prefix = `${options.controlsBase ?? ''}/__demo/`;
  const table = controls(options.db);
  const controlOf = (request: Request): Control | undefined => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(prefix)) return undefined;
    const name = pathname.slice(prefix.length);
    return Object.hasOwn(table, name) ? table[name] : undefined;
  };

  const answer = async (request: Request, control: Control): Promise<Response> => {
    const id = `req_${cryptoHex(20)}`;
    const headers = { 'x-request-id': id };
    try {
      if (request.method !== control.method) {
        throw new DemoApiError(405, 'method_not_allowed', `Use ${control.method}.`, undefined, {
          allow: control.method,
        });
      }
      const caller = identifyCaller(request, options.requireKey);
      if (options.requireKey && !caller.admin) {
        throw forbidden('The demo controls need a secret key (sk_...).');
      }
      if (control.method !== 'GET' && !isJson(request)) {
        throw new DemoApiError(
          415,
          'unsupported_media_type',
          'Send the request with Content-Type: application/json.',
        );
      }
      return HttpResponse.json(await control.run(request), { headers });
    } catch (error) {
      if (error instanceof DemoApiError) {
        return HttpResponse.json(error.toBody(), {
          status: error.status,
          headers: { ...headers, ...error.headers },
        });
      }
      options.onInternalError?.({ error, requestId: id, method: request.method, url: request.url });
      return HttpResponse.json(internalErrorBody(id), { status: 500, headers });
    }
  };

  return [
    http.all(
      ({ request }) => controlOf(request) !== undefined,
      ({ request }) => {
        const control = controlOf(request);
        return control ? answer(request, control) : undefined;
      },
    ),
  ];
}
