/**
 * The sandbox's demo controls, HEAD, and a GET with a body, over real HTTP on a free port.
 */
import { describe, expect, it } from 'vitest';
import { PUBLISHABLE_KEY, rawRequest } from './harness';
import { auth, useCheckedSandbox } from './use-sandbox';

const { sandbox: current, call, onlyUndocumentedPaths } = useCheckedSandbox();

describe('the demo controls', () => {
  it('need a secret key; unknown paths are 404 before 401', async () => {
    expect((await fetch(`${current().url}/__demo/state`)).status).toBe(401);
    expect((await call('/__demo/state', { key: PUBLISHABLE_KEY })).status).toBe(403);
    const state = await call('/__demo/state');
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ faults: { latency_ms: 0, failure_rate: 0 } });
    for (const path of ['/__demo/nope', '/nope', '/api/v1/nope', '/x/__demo/state'])
      expect((await fetch(`${current().url}${path}`)).status, path).toBe(404);
    onlyUndocumentedPaths();
  });

  it('answer at /__demo/ only, never under /api/v1 or another prefix', async () => {
    for (const path of ['/api/v1/__demo/state', '/demo-api/__demo/state', '/api/v1/x/__demo/reset'])
      expect((await call(path)).status, path).toBe(404);
    onlyUndocumentedPaths();
  });

  it('take writes as JSON only, so another origin cannot send one without a preflight', async () => {
    const faults = JSON.stringify({ latency_ms: 0, failure_rate: 0.5 });
    const plain = await fetch(`${current().url}/__demo/faults`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'text/plain' },
      body: faults,
    });
    expect(plain.status).toBe(415);
    // What a form on another site can send: no key, no JSON.
    const form = await fetch(`${current().url}/__demo/reset`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      body: 'a=1',
    });
    expect(form.status).toBe(401);
    expect(form.headers.get('access-control-allow-origin')).toBeNull();
    expect(current().db.faults.failure_rate).toBe(0);
    const json = await call('/__demo/faults', { method: 'PUT', body: faults });
    expect(json.status).toBe(200);
    expect(current().db.faults.failure_rate).toBe(0.5);
    const reset = await call('/__demo/reset', { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(current().db.faults.failure_rate).toBe(0);
  });
});

describe('HEAD', () => {
  it('answers as GET without a body; 401 and 404 the same way', async () => {
    const head = (path: string, headers: Record<string, string> = auth()) =>
      fetch(`${current().url}${path}`, { method: 'HEAD', headers });
    const list = await head('/api/v1/workflows?limit=1');
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/application\/json/);
    expect(await list.text()).toBe('');
    expect((await head('/api/v1/workflows', {})).status).toBe(401);
    expect((await head('/nope', {})).status).toBe(404);
    expect((await head('/api/v1/nope')).status).toBe(404);
    expect((await head('/__demo/state')).status).toBe(200);
    onlyUndocumentedPaths();
  });
});

describe('a GET with a body', () => {
  it('is answered as a GET; the body is ignored, however large', async () => {
    const answer = await rawRequest(current().url, {
      target: '/api/v1/workflows?limit=1',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(answer.status).toBe(200);
    expect((await call('/api/v1/users?limit=1')).status).toBe(200);
  });
});
