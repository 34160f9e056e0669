/**
 * The one place where a demo API request becomes a response: request id, fault switches, the caller,
 * idempotency, JSON bodies and errors. Resource handlers only say what to answer.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoDb } from '../store/db';
import { cryptoHex } from '../store/random';
import { identifyCaller, type Caller } from './caller';
import { DemoApiError } from './errors';
import { IdempotencyCache } from './idempotency';
import { readJsonBody, type JsonBody } from './params';

export interface DemoApiOptions {
  db: DemoDb;
  /** Refuse requests without a key (the sandbox does; the in-browser demo and tests do not). */
  requireKey: boolean;
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  caller: Caller;
  db: DemoDb;
  /** The JSON body of POST and PUT requests ({} when empty). */
  body: JsonBody;
  /** Where this deployment serves the provider-like option endpoints (`<origin><prefix>/provider`). */
  providerBase: string;
}

export interface Reply {
  status?: number;
  body: unknown;
}

type Method = 'get' | 'post' | 'put';
type Resolver = (context: RouteContext) => Reply | Promise<Reply>;

const API_PREFIX = '/api/v1';

function requestId(): string {
  return `req_${cryptoHex(20)}`;
}

function json(
  body: unknown,
  status: number,
  id: string,
  extra: Record<string, string> = {},
): Response {
  return HttpResponse.json(body as Record<string, unknown>, {
    status,
    headers: { 'x-request-id': id, ...extra },
  });
}

function errorResponse(error: unknown, id: string): Response {
  if (error instanceof DemoApiError) return json(error.toBody(), error.status, id, error.headers);
  const message = error instanceof Error ? error.message : String(error);
  return json(
    { error: { code: 'internal_error', message: `The demo API failed: ${message}` } },
    500,
    id,
  );
}

/** The part of the URL before `/api/v1` (origin plus any prefix such as `/demo-api`). */
export function deploymentBase(url: URL): string {
  const at = url.pathname.indexOf(API_PREFIX);
  return url.origin + (at >= 0 ? url.pathname.slice(0, at) : '');
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Applies the fault switches: added latency, then a share of injected 503s. */
export async function applyFaults(db: DemoDb, id: string): Promise<Response | undefined> {
  if (db.faults.latency_ms > 0) await sleep(db.faults.latency_ms);
  if (db.faults.failure_rate > 0 && Math.random() < db.faults.failure_rate) {
    return json(
      {
        error: {
          code: 'injected_failure',
          message: 'Injected failure: the demo API fault switch answered 503 on purpose.',
        },
      },
      503,
      id,
    );
  }
  return undefined;
}

export function createRouter(options: DemoApiOptions) {
  const idempotency = new IdempotencyCache();
  options.db.subscribe((change) => {
    if (change.kind === 'reset') idempotency.clear();
  });

  const handle = async (
    method: Method,
    resolver: Resolver,
    request: Request,
    params: Record<string, string>,
  ): Promise<Response> => {
    const id = requestId();
    try {
      const injected = await applyFaults(options.db, id);
      if (injected) return injected;
      const caller = identifyCaller(request, options.requireKey);
      const url = new URL(request.url);
      const writes = method !== 'get';
      const bodyText = writes ? await request.clone().text() : '';
      const key = writes ? request.headers.get('idempotency-key') : null;
      if (key) {
        const replay = idempotency.lookup(key, url.pathname, bodyText);
        if (replay)
          return json(replay.response, replay.status, id, { 'idempotent-replayed': 'true' });
      }
      const body = writes ? await readJsonBody(request) : {};
      const reply = await resolver({
        request,
        url,
        params,
        caller,
        db: options.db,
        body,
        providerBase: `${deploymentBase(url)}/provider`,
      });
      const status = reply.status ?? 200;
      if (key) idempotency.remember(key, url.pathname, bodyText, status, reply.body);
      return json(reply.body, status, id);
    } catch (error) {
      return errorResponse(error, id);
    }
  };

  return {
    route(method: Method, path: string, resolver: Resolver): HttpHandler {
      return http[method](`*${API_PREFIX}${path}`, ({ request, params }) =>
        handle(method, resolver, request, params as Record<string, string>),
      );
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
