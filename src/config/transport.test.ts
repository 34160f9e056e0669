import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeRequestsThrough, routeRequestsToNetwork, send, type Transport } from './transport';

afterEach(() => {
  routeRequestsToNetwork();
  vi.unstubAllGlobals();
});

describe('the transport the console’s requests go through', () => {
  it('is the network (fetch at call time) unless a transport was set', async () => {
    const network = vi.fn(() => Promise.resolve(new Response('net')));
    vi.stubGlobal('fetch', network);
    const response = await send('https://api.example.com/api/v1/users', { headers: { A: '1' } });
    expect(await response.text()).toBe('net');
    const [request] = network.mock.calls[0] as unknown as [Request];
    expect(request.url).toBe('https://api.example.com/api/v1/users');
    expect(request.headers.get('A')).toBe('1');
  });

  it('holds requests until the transport is up, then sends them there; a failed start fails them', async () => {
    let up: (transport: Transport) => void = () => undefined;
    routeRequestsThrough(new Promise<Transport>((resolve) => (up = resolve)));
    const pending = send('https://console.test/demo-api/api/v1/users');
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    up((request) => Promise.resolve(new Response(`demo ${new URL(request.url).pathname}`)));
    expect(await (await pending).text()).toBe('demo /demo-api/api/v1/users');

    routeRequestsThrough(Promise.reject(new Error('The demo API failed to start')));
    await expect(send('https://console.test/demo-api/api/v1/users')).rejects.toThrow(
      'The demo API failed to start',
    );
  });
});
