import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, type AuditRecord, type AuditRows } from './audit';
import { openStore, type Store } from './db';
import { attemptRows } from './login-limits';

let folder: string;
let store: Store;
let audit: AuditRows;

const T0 = Date.parse('2026-11-30T09:00:00Z');
const event = (overrides: Partial<AuditRecord>): AuditRecord => ({
  event: 'api_write',
  action: 'discardWorkflowDraft',
  user: 'alice',
  role: 'operator',
  method: 'POST',
  path: '/api/v1/workflows/wf_1/discard_draft',
  resource: 'workflow:wf_1',
  status: 200,
  request_id: 'req_1',
  client: '10.0.0.1',
  via: null,
  forwarded: true,
  reason: null,
  ...overrides,
});

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'wfc-store-'));
  store = await openStore({ kind: 'sqlite', dir: join(folder, 'data') }, { warn: () => undefined });
  audit = auditRows(store.db);
  // Ten minutes of events, one a minute: alice and bob alternate, every third one refused.
  for (let minute = 0; minute < 10; minute += 1)
    await audit.insert(
      undefined,
      event({
        user: minute % 2 === 0 ? 'alice' : 'bob',
        status: minute % 3 === 0 ? 403 : 200,
        forwarded: minute % 3 !== 0,
        resource: minute < 5 ? 'workflow:wf_1' : 'workflow:wf_2',
        request_id: `req_${minute}`,
      }),
      T0 + minute * 60_000,
    );
});
afterAll(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('audit rows', () => {
  it('are found newest first, each filter narrowing the rows', async () => {
    const all = await audit.search({ limit: 50 });
    expect(all.events.map((row) => row.request_id)).toEqual([
      'req_9',
      'req_8',
      'req_7',
      'req_6',
      'req_5',
      'req_4',
      'req_3',
      'req_2',
      'req_1',
      'req_0',
    ]);
    expect(all.events[0]).toMatchObject({
      time: '2026-11-30T09:09:00.000Z',
      status: 403,
      forwarded: false,
    });
    const ids = async (search: Parameters<AuditRows['search']>[0]) =>
      (await audit.search(search)).events.map((row) => row.request_id);
    expect(await ids({ limit: 50, user: 'bob' })).toEqual([
      'req_9',
      'req_7',
      'req_5',
      'req_3',
      'req_1',
    ]);
    expect(await ids({ limit: 50, status: { min: 400, max: 499 } })).toEqual([
      'req_9',
      'req_6',
      'req_3',
      'req_0',
    ]);
    expect(await ids({ limit: 50, resource: 'workflow:wf_2', user: 'alice' })).toEqual([
      'req_8',
      'req_6',
    ]);
    expect(await ids({ limit: 50, from: T0 + 2 * 60_000, to: T0 + 4 * 60_000 })).toEqual([
      'req_3',
      'req_2',
    ]);
    expect(await ids({ limit: 50, action: 'sign_in' })).toEqual([]);
  });

  it('are paged with cursors both ways, without gaps or repeats', async () => {
    const ids = (page: { events: { request_id: string | null }[] }) =>
      page.events.map((row) => row.request_id);
    const first = await audit.search({ limit: 4 });
    expect(ids(first)).toEqual(['req_9', 'req_8', 'req_7', 'req_6']);
    expect([first.hasPrevious, first.hasNext]).toEqual([false, true]);
    const second = await audit.search({ limit: 4, startingAfter: first.events.at(-1)?.id });
    expect(ids(second)).toEqual(['req_5', 'req_4', 'req_3', 'req_2']);
    expect([second.hasPrevious, second.hasNext]).toEqual([true, true]);
    const last = await audit.search({ limit: 4, startingAfter: second.events.at(-1)?.id });
    expect(ids(last)).toEqual(['req_1', 'req_0']);
    expect([last.hasPrevious, last.hasNext]).toEqual([true, false]);
    const back = await audit.search({ limit: 4, endingBefore: last.events[0]?.id });
    expect(ids(back)).toEqual(['req_5', 'req_4', 'req_3', 'req_2']);
    expect([back.hasPrevious, back.hasNext]).toEqual([true, true]);
    const backToStart = await audit.search({ limit: 4, endingBefore: back.events[0]?.id });
    expect(ids(backToStart)).toEqual(['req_9', 'req_8', 'req_7', 'req_6']);
    expect([backToStart.hasPrevious, backToStart.hasNext]).toEqual([false, true]);
  });

  it('older than the retention are pruned, the rest kept', async () => {
    const scratch = await openStore(
      { kind: 'sqlite', dir: join(folder, 'scratch') },
      {
        warn: () => undefined,
      },
    );
    try {
      const rows = auditRows(scratch.db);
      await rows.insert(undefined, event({ request_id: 'old' }), T0);
      await rows.insert(undefined, event({ request_id: 'new' }), T0 + 1000);
      expect(await rows.prune(T0 + 1)).toBe(1);
      expect((await rows.search({ limit: 10 })).events.map((row) => row.request_id)).toEqual([
        'new',
      ]);
    } finally {
      await scratch.close();
    }
  });
});

describe('sign-in attempts', () => {
  it('are counted per key within the window, newest first, leaving out the caller’s own', async () => {
    const attempts = attemptRows(store.db);
    const [a] = await attempts.add(['user:carol'], T0);
    await attempts.add(['user:carol', 'address:10.0.0.9'], T0 + 1000);
    const [mine = 0] = await attempts.add(['user:carol'], T0 + 2000);
    expect(await attempts.recent('user:carol', T0 - 1, [mine], 5)).toEqual([T0 + 1000, T0]);
    expect(await attempts.recent('user:carol', T0, [mine], 5)).toEqual([T0 + 1000]);
    expect(await attempts.recent('address:10.0.0.9', T0 - 1, [], 5)).toEqual([T0 + 1000]);
    await attempts.remove([a ?? 0, mine]);
    expect(await attempts.recent('user:carol', 0, [], 5)).toEqual([T0 + 1000]);
    expect(await attempts.prune(T0 + 1001)).toBe(2);
  });
});
