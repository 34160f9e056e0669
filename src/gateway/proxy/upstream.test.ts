import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUpstream } from './upstream';

/** A service that never answers. */
let service: Server;
let baseUrl: URL;
const hanging = new Set<ServerResponse>();

beforeAll(async () => {
  service = createServer((_request, response) => void hanging.add(response));
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  baseUrl = new URL(`http://127.0.0.1:${(service.address() as AddressInfo).port}`);
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  service.closeAllConnections();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the upstream deadline', () => {
  it('is never cut short, wherever a request starts in undici’s half-second timer ticks', async () => {
    const upstream = createUpstream({
      baseUrl,
      apiKey: 'sk_test_deadline',
      connectTimeoutMs: 1000,
      totalTimeoutMs: 700,
    });
    try {
      // Five requests a tenth of a second apart cover every phase of undici's 0.5 s clock: its own
      // header timer, had it been the deadline, ended those starting just before a tick after about
      // 0.5 s (a 504 after 564 ms in CI).
      const timed = await Promise.all(
        [0, 100, 200, 300, 400].map(async (delay) => {
          await pause(delay);
          const started = performance.now();
          const result = await upstream.send({ method: 'GET', path: '/events', headers: {} });
          return { result, elapsed: performance.now() - started };
        }),
      );
      for (const { result, elapsed } of timed) {
        expect(result).toMatchObject({ kind: 'failed', status: 504, code: 'upstream_timeout' });
        expect(elapsed).toBeGreaterThanOrEqual(695);
        // Ended by a deadline, not left hanging (the loose bound allows a loaded machine).
        expect(elapsed).toBeLessThan(5000);
      }
    } finally {
      await upstream.close();
    }
  });
});
