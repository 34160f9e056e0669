/**
 * One checked sandbox per test file: started before the tests, reset after each (failing the test on
 * any contract problem or 500 it caused), closed after; with the calls the sandbox tests share.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { SECRET_KEY, startCheckedSandbox, type CheckedSandbox } from './harness';

export function useCheckedSandbox() {
  let sandbox: CheckedSandbox | undefined;
  beforeAll(async () => {
    sandbox = await startCheckedSandbox();
  });
  afterAll(() => sandbox?.close());
  afterEach(() => {
    current().db.reset();
    expect(current().takeViolations(), 'answers that break the OpenAPI contract').toEqual([]);
    expect(current().takeFailures(), '500s').toEqual([]);
  });
  const current = (): CheckedSandbox => {
    if (!sandbox) throw new Error('the sandbox has not started');
    return sandbox;
  };

  /** A JSON request with a secret key (or `key`), answered as status, headers, text and parsed body. */
  async function call(path: string, init: RequestInit & { key?: string } = {}) {
    const { key, ...rest } = init;
    const response = await fetch(`${current().url}${path}`, {
      ...rest,
      headers: { ...jsonHeaders(key), ...(rest.headers as Record<string, string> | undefined) },
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      text,
      body: JSON.parse(text || 'null') as unknown,
    };
  }

  /** Probing paths the document does not have is the point of some tests: only that may be flagged. */
  function onlyUndocumentedPaths(): void {
    const unexpected = current()
      .takeViolations()
      .filter((problem) => !problem.endsWith('no such operation in the OpenAPI document'));
    expect(unexpected).toEqual([]);
  }

  return { sandbox: current, call, onlyUndocumentedPaths };
}

export const auth = (key = SECRET_KEY) => ({ authorization: `Bearer ${key}` });
export const jsonHeaders = (key = SECRET_KEY) => ({
  ...auth(key),
  'content-type': 'application/json',
});
