/**
 * The demo API for tests: the browser's handlers over one store, behind msw's Node interception.
 * `withDemoServer()` starts it for a test file, resets the store and handlers after each test, and
 * fails the test if any response the demo API gave broke the OpenAPI contract.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createDemoServer } from '@/demo-api/node';
import { createContractChecker, SPEC_PATH } from './openapi-contract';

export const demo = createDemoServer();
export const { server, db } = demo;

const checker = createContractChecker(SPEC_PATH);
const pending: Promise<string[]>[] = [];

server.events.on('response:mocked', ({ request, response }) => {
  if (!new URL(request.url).pathname.includes('/api/v1/')) return;
  pending.push(
    response
      .clone()
      .text()
      .then((text) => {
        let body: unknown = text;
        try {
          body = text === '' ? undefined : JSON.parse(text);
        } catch {
          // Validated as text: a JSON schema will reject it.
        }
        return checker.check(
          request.method,
          request.url,
          response.status,
          response.headers.get('content-type'),
          body,
        );
      }),
  );
});

/** Every contract problem seen since the last call. */
export async function takeContractViolations(): Promise<string[]> {
  const results = await Promise.all(pending.splice(0));
  return results.flat();
}

/** Tests that replace a handler on purpose (errors, malformed bodies) skip the check for that test. */
let skipContract = false;
export function allowContractViolations(): void {
  skipContract = true;
}

/** Requests no handler answered (msw prints them; the test that made them fails). */
const unhandled: string[] = [];

export function withDemoServer(): void {
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(`${request.method} ${request.url}`);
        print.error();
      },
    }),
  );
  afterEach(async () => {
    const violations = await takeContractViolations();
    const skipped = skipContract;
    skipContract = false;
    server.resetHandlers();
    db.reset();
    expect(unhandled.splice(0), 'requests nothing answers').toEqual([]);
    if (!skipped) expect(violations, 'responses that break the OpenAPI contract').toEqual([]);
  });
  afterAll(() => server.close());
}
