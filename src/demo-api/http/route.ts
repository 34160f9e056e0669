/**
 * The one place where a demo API request becomes a response: request id, fault switches, the caller,
 * JSON bodies (within the body limits), permissions, idempotency and errors, in that order. Resource
 * handlers only say what to answer.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DemoDb } from '../store/db';
import { cryptoHex } from '../store/random';
import { identifyCaller, type Caller } from './caller';
import { DemoApiError } from './errors';
import { IdempotencyCache, readIdempotencyKey } from './idempotency';
import { readJsonBody, type JsonBody } from './params';

/** What an unexpected failure is reported with (never sent to the caller). */
export interface InternalFailure {
  error: unknown;
  requestId: string;
  method: string;
  url: string;
}

export interface DemoApiOptions {
  db: DemoDb;
  /** Refuse requests without a key (the sandbox does; the in-browser demo and tests do not). */
  requireKey: boolean;
  /**
   * The path before `/__demo/` where the demo controls answer (and nowhere else): '' in the sandbox,
   * the demo base path (`/demo-api`) in the browser and the tests.
   */
  controlsBase?: string;
  /** Told about every unexpected failure (a 500); the caller only gets a generic message. */
  onInternalError?: (failure: InternalFailure) => void;
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

export interface RouteOptions {
  /**
   * Permission checks that depend on the input (an admin-only field in the body): run before an
   * idempotent replay is looked up, so a replay never answers a request its caller may not make.
   */
  authorize?: (context: RouteContext) => void;
}

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

/** The body of a 500: no internal detail, only what to quote when reporting it. */
export function internalErrorBody(id: string): Record<string, unknown> {
  return {
    error: {
      code: 'internal_error',
      message: `The demo API failed unexpectedly. Quote request id ${id} when reporting it.`,
    },
  };
}

function errorResponse(error: unknown, id: string, request: Request, options: DemoApiOptions) {
  if (error instanceof DemoApiError) return json(error.toBody(), error.status, id, error.headers);
  options.onInternalError?.({ error, requestId: id, method: request.method, url: request.url });
  return json(internalErrorBody(id), 500, id);
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
    route: RouteOptions,
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
      const body = writes ? await readJsonBody(request) : {};
      const context: RouteContext = {
        request,
        url,
        params,
        caller,
        db: options.db,
        body,
        providerBase: `${deploymentBase(url)}/provider`,
      };
      route.authorize?.(context);
      const key = writes ? readIdempotencyKey(request) : undefined;
      const scope = key && { caller: caller.scope, method, path: url.pathname, key };
      if (scope) {
        const replay = idempotency.lookup(scope, body);
        if (replay)
          return json(replay.response, replay.status, id, { 'idempotent-replayed': 'true' });
      }
      const reply = await resolver(context);
      const status = reply.status ?? 200;
      if (scope) idempotency.remember(scope, body, status, reply.body);
      return json(reply.body, status, id);
    } catch (error) {
      return errorResponse(error, id, request, options);
    }
  };

  return {
    route(method: Method, path: string, resolver: Resolver, route: RouteOptions = {}): HttpHandler {
      return http[method](`*${API_PREFIX}${path}`, ({ request, params }) =>
        handle(method, resolver, route, request, params as Record<string, string>),
      );
    },
  };
}

export type Router = ReturnType<typeof createRouter>;
