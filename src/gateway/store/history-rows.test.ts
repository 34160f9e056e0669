import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from './db';
import { jobRows } from './jobs';
import { versionRows, type VersionInput } from './versions';

let folder: string;
let store: Store;

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-01T09:00:00Z');
const layout = (name: string) => ({ nodes: [{ id: 'start', type: 'Start', name }] });
const input = (
  hash: string,
  at: number,
  kind: VersionInput['kind'] = 'published',
): VersionInput => ({
  workflowId: 'wf_1',
  kind,
  name: 'Welcome',
  content: { template: layout(hash) },
  hash,
  source: 'read',
  actor: 'alice',
  at,
});

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'wfc-history-rows-'));
  store = await openStore({ kind: 'sqlite', dir: folder }, { warn: () => undefined });
});
afterAll(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('versions', () => {
  it('records a content once, again after another, and prunes all but the latest', async () => {
    const rows = versionRows(store.db);
    expect(await rows.record(input('a', T0))).toMatchObject({ number: 1 });
    expect(await rows.record(input('a', T0 + DAY))).toBeNull();
    expect(await rows.record(input('b', T0 + 2 * DAY))).toMatchObject({ number: 2 });
    expect(await rows.record(input('a', T0 + 3 * DAY))).toMatchObject({
      number: 3,
      summary: '1 node renamed',
    });
    expect(await rows.record(input('d', T0, 'draft'))).toMatchObject({ number: 1 });
    // Everything is older than the cut: the latest published version and the only draft stay.
    expect(await rows.prune(T0 + 10 * DAY)).toBe(2);
    const left = await rows.list('wf_1', { limit: 10 });
    expect(left.versions.map((version) => [version.kind, version.number])).toEqual([
      ['draft', 1],
      ['published', 3],
    ]);
    expect(left.versions[1]?.first_seen_at).toBe('2026-11-04T09:00:00.000Z');
  });
});

describe('background job leases', () => {
  it('go to one holder, and to another once the holder stops renewing', async () => {
    const jobs = jobRows(store.db);
    expect(await jobs.lease('scan', 'one', T0, T0 + 60_000)).toBe(true);
    expect(await jobs.lease('scan', 'two', T0 + 1000, T0 + 61_000)).toBe(false);
    expect(await jobs.lease('scan', 'one', T0 + 30_000, T0 + 90_000)).toBe(true);
    // "one" died: its lease runs out at T0 + 90 s.
    expect(await jobs.lease('scan', 'two', T0 + 89_000, T0 + 149_000)).toBe(false);
    expect(await jobs.lease('scan', 'two', T0 + 91_000, T0 + 151_000)).toBe(true);
    expect((await jobs.read('scan'))?.holder).toBe('two');
  });
});
