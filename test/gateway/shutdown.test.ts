/**
 * Stopping the gateway: what is in flight when the stop begins still gets its answer, and a
 * connection its client keeps open afterwards (a keep-alive agent, here) does not hold the stop past
 * the grace period (Fastify alone waits for the client to close it, or for its 72 s keep-alive).
 */
import { Agent, createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeWithin } from '@/gateway/shutdown';
import { signedIn, startStack, type Stack } from './support';

/** A service that holds each answer until the test lets it go, and says when a request arrived. */
const held: ServerResponse[] = [];
let arrived: () => void = () => undefined;
const service = createServer((_request, response) => {
  held.push(response);
  arrived();
});

let stack: Stack;
beforeAll(async () => {
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
});
beforeEach(async () => {
  const { port } = service.address() as AddressInfo;
  stack = await startStack({ upstreamUrl: `http://127.0.0.1:${port}` });
});
afterEach(async () => {
  await stack.close();
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});

/** GET through a keep-alive agent: the socket stays open in the agent's pool after the answer. */
function get(url: string, cookie: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      url,
      { agent, headers: { cookie, accept: 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * A signed-in read through a keep-alive agent, started and held by the service: resolves once the
 * service has it, with the read's outcome (its status, or the error that ended it) still to come.
 */
async function readHeldByService(agent: Agent): Promise<{ outcome: Promise<unknown> }> {
  const browser = await signedIn(stack, 'viewer');
  const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const reachedService = new Promise<void>((resolve) => (arrived = resolve));
  const outcome = get(`${stack.url}/api/v1/users?limit=1`, cookie, agent).catch(
    (error: unknown) => error,
  );
  await reachedService;
  return { outcome };
}

describe('stopping the gateway', () => {
  let agent: Agent;
  beforeEach(() => {
    agent = new Agent({ keepAlive: true });
  });
  afterEach(() => {
    agent.destroy();
    held.splice(0);
  });

  it('answers what is in flight, then closes the connections left open after the grace period', async () => {
    const { outcome } = await readHeldByService(agent);
    const started = performance.now();
    const stopped = closeWithin(stack.app, 1000);
    // The stop has begun: the service answers now, and the answer still reaches the client.
    for (const response of held.splice(0)) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ collection: [], meta: {} }));
    }
    expect(await outcome).toBe(200);
    await stopped;
    const took = performance.now() - started;
    // The agent kept its socket open after the answer: the grace period ended it, not the client.
    expect(took).toBeGreaterThanOrEqual(950);
    expect(took).toBeLessThan(10_000);
  });

  it('ends within the grace period while the service never answers', async () => {
    const { outcome } = await readHeldByService(agent);
    const started = performance.now();
    await closeWithin(stack.app, 500);
    const took = performance.now() - started;
    // Past the grace period the client's connection was closed, and the request to the service
    // (which would run until the 30 s upstream timeout) was not waited for.
    expect(await outcome).toBeInstanceOf(Error);
    expect(took).toBeGreaterThanOrEqual(450);
    expect(took).toBeLessThan(10_000);
  });
});
