/**
 * The whole proxy path as a property: random methods, paths built from the allow-list with random
 * spellings (case, double encoding, mixes) and extra segments, random queries and bodies, random
 * roles, sent byte for byte as written (a raw HTTP request, not fetch, which would resolve `..`
 * first). For every request, what the service behind receives is either nothing, or exactly one
 * allow-listed operation the role may call, as a WHATWG-URL server routes it (after its own dot
 * resolution and decoding), without admin-only inputs for a non-admin.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATIONS, roleAtLeast, type Operation, type Role } from '@/api/operations';
import { encodedDeep, hostileSegment, plainSegment } from '@test/support/path-encodings';
import { startFakeService, type FakeService, type Received } from './fake-service';
import { signedIn, startStack, type Browser, type Stack } from './support';

let service: FakeService;
let stack: Stack;
const browsers = new Map<Role, Browser>();

beforeAll(async () => {
  service = await startFakeService((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
  stack = await startStack({ upstreamUrl: service.url, env: { WFC_LOG_LEVEL: 'warn' } });
  for (const role of ['viewer', 'operator', 'admin'] as const)
    browsers.set(role, await signedIn(stack, role));
});

afterAll(async () => {
  await stack.close();
  await service.close();
});

/** The operation a WHATWG-URL server routes a received request to, read independently of the gateway. */
function routedBy(received: Received): { operation: Operation; path: string } | undefined {
  const url = new URL(received.target, 'http://service.test');
  const prefix = '/api/v1/';
  if (!url.pathname.startsWith(prefix)) return undefined;
  const segments = url.pathname.slice(prefix.length).split('/').map(decodeURIComponent);
  const operation = OPERATIONS.find((candidate) => {
    const pattern = candidate.path.slice(1).split('/');
    return (
      candidate.method === received.method &&
      pattern.length === segments.length &&
      pattern.every((part, index) => {
        const segment = segments[index] ?? '';
        if (!part.startsWith('{')) return part === segment;
        return segment !== '' && segment !== '.' && segment !== '..' && !/[/\\]/.test(segment);
      })
    );
  });
  return operation ? { operation, path: url.pathname } : undefined;
}

/** Query keys as a server splitting on `&` or on `&` and `;` reads them. */
function queryKeys(received: Received): string[] {
  const query = received.target.split('?').slice(1).join('?');
  const split = (separator: RegExp) =>
    query
      .split(separator)
      .filter(Boolean)
      .map((pair) => {
        try {
          return decodeURIComponent((pair.split('=')[0] ?? '').replace(/\+/g, ' '));
        } catch {
          return pair;
        }
      });
  return [...split(/&/), ...split(/[&;]/)];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

/** An operation's path spelled any way, maybe with one extra segment anywhere, and a method. */
const spelledRequest = fc
  .tuple(
    fc.constantFrom(...OPERATIONS),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(undefined) },
      fc.tuple(fc.nat(), fc.oneof(hostileSegment, plainSegment)),
    ),
  )
  .chain(([operation, extra]) =>
    fc.record({
      method: fc.oneof(
        { weight: 3, arbitrary: fc.constant<string>(operation.method) },
        fc.constantFrom(...METHODS),
      ),
      path: fc
        .tuple(
          ...operation.path
            .slice(1)
            .split('/')
            .map((part) =>
              part.startsWith('{')
                ? fc.oneof(
                    { weight: 3, arbitrary: fc.constantFrom('wf_1', 'slack%20v2', 'caf%C3%A9') },
                    plainSegment,
                    hostileSegment,
                  )
                : fc.oneof({ weight: 4, arbitrary: fc.constant(part) }, encodedDeep(part, 2)),
            ),
        )
        .map((segments) => {
          if (extra) segments.splice(extra[0] % (segments.length + 1), 0, extra[1]);
          return `/api/v1/${segments.join('/')}`;
        }),
    }),
  );

const query = fc.constantFrom(
  '',
  '?limit=1',
  '?is_template=true',
  '?%69s_template=true',
  '?IS_TEMPLATE=true',
  '?is_template[]=true',
  '?limit=1;is_template=true',
  '?user_key=a%20b&is_template',
);

const request = fc.record({
  role: fc.constantFrom<Role>('viewer', 'operator', 'admin'),
  spelled: spelledRequest,
  query,
  body: fc.constantFrom('{}', '{"groups":["admins"]}', '{"user_key":"main"}'),
});

describe('the proxy path', () => {
  it('lets through only allow-listed operations the role may call, as the service routes them', async () => {
    let reached = 0;
    await fc.assert(
      fc.asyncProperty(
        request,
        async ({ role, spelled: { method, path }, query: search, body }) => {
          const browser = browsers.get(role);
          if (!browser) throw new Error(`no ${role} session`);
          const before = service.received.length;
          const write = !['GET', 'HEAD', 'OPTIONS'].includes(method);
          await browser.raw(method, `${path}${search}`, write ? body : undefined);
          const received = service.received.slice(before);
          if (received.length === 0) return;
          reached += 1;
          expect(received).toHaveLength(1);
          const [seen] = received as [Received];
          const routed = routedBy(seen);
          expect(
            routed,
            `${method} ${path}${search} reached ${seen.method} ${seen.target}`,
          ).toBeDefined();
          if (!routed) return;
          // What the service routes is what it received: nothing left for it to resolve.
          expect(seen.target.split('?')[0]).toBe(routed.path);
          expect(seen.method).toBe(method);
          expect(roleAtLeast(role, routed.operation.role)).toBe(true);
          if (role !== 'admin') {
            for (const name of routed.operation.adminOnly?.query ?? [])
              expect(queryKeys(seen).some((key) => key.toLowerCase().startsWith(name))).toBe(false);
            for (const name of routed.operation.adminOnly?.body ?? [])
              expect(Object.keys(JSON.parse(seen.body || '{}') as object)).not.toContain(name);
          }
        },
      ),
      { numRuns: 400 },
    );
    // Not a property that holds by refusing everything: many requests do reach the service.
    expect(reached).toBeGreaterThan(40);
  });
});
