/**
 * Workflow history and alerts with two gateways sharing one PostgreSQL server (history-suite.ts
 * alternates between them), and what only several instances have: a change both read at once is one
 * version, and one instance at a time holds the background scan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type Postgres } from './postgres';
import { direct, historyOf, historySuite, untilVersions, versionsOf } from './history-suite';
import { signedIn, startStack, type Instance, type Stack } from './support';

let postgres: Postgres;
let stack: Stack;

beforeAll(async () => {
  postgres = await startPostgres();
  stack = await startStack({
    instances: 2,
    env: { WFC_DATABASE_URL: await postgres.createDatabase('history'), WFC_WATCH_INTERVAL: '1s' },
    history: { tickMs: 3_600_000, retryDelaysMs: [100, 100] },
  });
}, 120_000);

afterAll(async () => {
  await stack.close();
  postgres.close();
});

historySuite(() => stack);

describe('two gateways, one history', () => {
  const first = () => stack.instances[0] as Instance;
  const second = () => stack.instances[1] as Instance;

  it('records a change read through both instances at once as one version', async () => {
    const one = await signedIn(first(), 'operator');
    const two = await signedIn(second(), 'operator');
    const list = (await one.request('GET', '/api/v1/workflows?user_key=main&limit=100')).json() as {
      collection: { id: string; has_draft: boolean }[];
    };
    const target = list.collection.filter((item) => !item.has_draft).at(-1);
    const id = target?.id ?? '';
    await one.request('GET', `/api/v1/workflows/${id}?user_key=main`);
    await untilVersions(one, id, 1);
    const current = await direct(stack, 'GET', `/workflows/${id}`);
    await direct(stack, 'PUT', `/workflows/${id}`, {
      name: `${current.name} (renamed)`,
      on: current.on,
      template_draft: { ...current.template, width: 4321 },
    });
    await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        (index % 2 ? one : two).request('GET', `/api/v1/workflows/${id}?user_key=main`),
      ),
    );
    const versions = await untilVersions(one, id, 2);
    expect(versions.map((version) => [version.kind, version.number])).toEqual([
      ['draft', 1],
      ['published', 1],
    ]);
    // Both instances see the same versions (when each was last seen may still move with a late read).
    const settled = (list: typeof versions) =>
      list.map((version) => ({ ...version, last_seen_at: undefined }));
    expect(settled(await versionsOf(two, id))).toEqual(settled(versions));
  });

  it('runs the scan on one instance at a time', async () => {
    await Promise.all([historyOf(first()).tick(), historyOf(second()).tick()]);
    const browser = await signedIn(first(), 'viewer');
    const holders = await Promise.all(
      stack.instances.map(async (instance) => {
        const answer = await signedIn(instance, 'viewer').then((viewer) =>
          viewer.request('GET', '/auth/history/status'),
        );
        return (answer.json() as { scan: { this_instance: boolean } }).scan.this_instance;
      }),
    );
    expect(holders.filter(Boolean)).toHaveLength(1);
    expect((await browser.request('GET', '/auth/history/status')).status).toBe(200);
  });
});
