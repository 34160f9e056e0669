import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoApi } from './demo-api';

const state = { faults: { latency_ms: 0, failure_rate: 0 }, counts: {} };

/** The requests sent, as the network (`fetch`) received them. */
function stubFetch() {
  const fetch = vi.fn((_request: Request) => Promise.resolve(Response.json(state)));
  vi.stubGlobal('fetch', fetch);
  return (index = 0) => {
    const request = fetch.mock.calls[index]?.[0];
    if (!request) throw new Error(`no request ${index}`);
    return request;
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('demoApi', () => {
  it('sends the key to a sandbox’s controls, and none to the in-browser demo', async () => {
    const sent = stubFetch();
    await demoApi.state('http://127.0.0.1:4010', 'sk_test_local');
    await demoApi.state('http://localhost:5173/demo-api', '');
    expect(sent(0).url).toBe('http://127.0.0.1:4010/__demo/state');
    expect(sent(0).headers.get('authorization')).toBe('Bearer sk_test_local');
    expect(sent(0).credentials).toBe('omit');
    expect(sent(1).headers.has('authorization')).toBe(false);
  });

  it('sends every write as JSON, the reset too', async () => {
    const sent = stubFetch();
    await demoApi.setFaults('http://127.0.0.1:4010', 'sk_test_local', state.faults);
    await demoApi.reset('http://127.0.0.1:4010', 'sk_test_local');
    expect(sent(0).method).toBe('PUT');
    expect(await sent(0).text()).toBe(JSON.stringify(state.faults));
    expect(sent(1).method).toBe('POST');
    expect(await sent(1).text()).toBe('{}');
    for (const index of [0, 1])
      expect(sent(index).headers.get('content-type')).toBe('application/json');
  });

  it('reports the controls’ own message when they refuse', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        Response.json(
          {
            error: { code: 'forbidden', message: 'The demo controls need a secret key (sk_...).' },
          },
          { status: 403 },
        ),
      ),
    );
    await expect(demoApi.state('http://127.0.0.1:4010', 'pk_test_x')).rejects.toThrow(
      'The demo controls need a secret key (sk_...).',
    );
  });
});
