/**
 * The sandbox for tests: started on a free port, every /api/v1 response checked against the OpenAPI
 * document, every 500's detail kept; plus a raw HTTP request for what fetch will not send (a Host
 * header of our choosing, a request target that is not a path).
 */
import { request as httpRequest } from 'node:http';
import { startSandbox, type SandboxOptions } from '../../src/demo-api/server/sandbox';
import type { InternalFailure } from '../../src/demo-api/http/route';
import { createContractChecker, SPEC_PATH } from '../support/openapi-contract';

const checker = createContractChecker(SPEC_PATH);

export interface CheckedSandbox {
  url: string;
  db: ReturnType<typeof startSandbox>['db'];
  /** Contract problems seen since the last call. */
  takeViolations: () => string[];
  /** 500s seen since the last call (the detail the caller never gets). */
  takeFailures: () => InternalFailure[];
  close: () => Promise<void>;
}

export async function startCheckedSandbox(options: SandboxOptions = {}): Promise<CheckedSandbox> {
  let violations: string[] = [];
  let failures: InternalFailure[] = [];
  const sandbox = startSandbox({
    port: 0,
    ...options,
    onInternalError: (failure) => failures.push(failure),
    onResponse: async (request, response) => {
      const text = await response.text();
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // Checked as text; the schema rejects it.
      }
      const problems = checker.check(
        request.method,
        request.url,
        response.status,
        response.headers.get('content-type'),
        body,
      );
      violations.push(...problems);
    },
  });
  const url = await sandbox.ready;
  return {
    url,
    db: sandbox.db,
    takeViolations: () => {
      const taken = violations;
      violations = [];
      return taken;
    },
    takeFailures: () => {
      const taken = failures;
      failures = [];
      return taken;
    },
    close: sandbox.close,
  };
}

export const SECRET_KEY = 'sk_test_sandbox_tests';
export const PUBLISHABLE_KEY = 'pk_test_sandbox_tests';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One HTTP/1.1 request with exactly these headers and target (fetch sets Host itself). */
export function rawRequest(
  base: string,
  options: { method?: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        hostname,
        port,
        method: options.method ?? 'GET',
        path: options.target,
        headers: {
          ...options.headers,
          ...(options.body === undefined
            ? {}
            : { 'content-length': String(Buffer.byteLength(options.body)) }),
        },
        setHost: !options.headers || !Object.keys(options.headers).some((h) => /^host$/i.test(h)),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
