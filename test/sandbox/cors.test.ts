/**
 * Which pages may call the sandbox from a browser: the console's dev and preview servers, the origins
 * of SANDBOX_CORS_ORIGINS (the `corsOrigins` option), and nothing else: not any other local port.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@/demo-api/server/sandbox';

let sandbox: ReturnType<typeof startSandbox>;
let url = '';

beforeAll(async () => {
  sandbox = startSandbox({ port: 0, corsOrigins: ['https://console.example.com'] });
  url = await sandbox.ready;
});
afterAll(() => sandbox.close());

const allowedFor = async (origin: string) => {
  const preflight = await fetch(`${url}/api/v1/workflows`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });
  const read = await fetch(`${url}/api/v1/workflows?limit=1`, {
    headers: { origin, authorization: 'Bearer sk_test_cors' },
  });
  return [
    preflight.headers.get('access-control-allow-origin'),
    read.headers.get('access-control-allow-origin'),
  ];
};

describe('CORS', () => {
  it.each([
    ['http://localhost:5173'],
    ['http://127.0.0.1:5173'],
    ['http://localhost:4173'],
    ['http://127.0.0.1:4173'],
    ['https://console.example.com'],
  ])('answers %s', async (origin) => {
    expect(await allowedFor(origin)).toEqual([origin, origin]);
  });

  it.each([
    ['http://localhost:8081'],
    ['http://127.0.0.1:3000'],
    ['http://localhost'],
    ['https://localhost:5173'],
    ['http://localhost.evil.example:5173'],
    ['https://evil.example'],
    ['null'],
  ])('does not answer %s', async (origin) => {
    expect(await allowedFor(origin)).toEqual([null, null]);
  });
});
