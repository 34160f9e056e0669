import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@test/support/memory-storage';
import { type DemoDb } from './db';
import { seededDb } from './built-seed';
import { DEMO_STORAGE_KEY, persistDemoState, seedFingerprint } from './persistence';

function firstWorkflow(db: DemoDb) {
  const [workflow] = db.workflows.all();
  if (!workflow) throw new Error('the seed has no workflows');
  return workflow;
}

describe('demo state persistence', () => {
  it('lays the changes of one page load over the seed of the next', () => {
    const storage = new MemoryStorage();
    const before = seededDb();
    persistDemoState(before, storage);
    const workflow = firstWorkflow(before);
    before.workflows.put({ ...workflow, name: 'Renamed in the demo', has_draft: false });
    before.recordEvent('workflow.draft_discarded', { object: 'workflow', id: workflow.id }, 'main');
    before.setFaults({ latency_ms: 300, failure_rate: 0.1 });

    const after = seededDb();
    persistDemoState(after, storage);
    expect(after.workflows.get(workflow.id)?.name).toBe('Renamed in the demo');
    expect(after.events.size).toBe(before.events.size);
    expect(after.faults).toEqual({ latency_ms: 300, failure_rate: 0.1 });
  });

  it('forgets every change on reset', () => {
    const storage = new MemoryStorage();
    const db = seededDb();
    persistDemoState(db, storage);
    const workflow = firstWorkflow(db);
    db.workflows.put({ ...workflow, name: 'Changed' });
    db.reset();

    const next = seededDb();
    persistDemoState(next, storage);
    expect(next.workflows.get(workflow.id)?.name).toBe(workflow.name);
  });

  it('ignores a corrupt or foreign saved state', () => {
    const storage = new MemoryStorage();
    storage.setItem(DEMO_STORAGE_KEY, '{not json');
    const db = seededDb();
    expect(() => persistDemoState(db, storage)).not.toThrow();
    storage.setItem(
      DEMO_STORAGE_KEY,
      JSON.stringify({ seed: 'another seed', rows: { workflows: {} } }),
    );
    expect(() => persistDemoState(seededDb(), storage)).not.toThrow();
  });

  describe('a saved state that fails to load is dropped, so it cannot outlive a reload', () => {
    /** A saved state of this seed with one workflow row replaced by `row`. */
    function savedWith(row: (workflow: Record<string, unknown>) => unknown, extra = {}) {
      const db = seededDb();
      const workflow = firstWorkflow(db);
      return JSON.stringify({
        seed: seedFingerprint(db),
        rows: { workflows: { [workflow.id]: row({ ...workflow }) } },
        ...extra,
      });
    }
    const deep = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

    const cases: [string, string][] = [
      [
        'nested too deeply',
        savedWith((w) => ({ ...w, form_data_by_user: { main: { note: deep(2000) } } })),
      ],
      ['a row not shaped like the seed’s', savedWith((w) => ({ ...w, template: undefined }))],
      ['a row that is not an object', savedWith(() => 'workflow')],
      ['a table that does not exist', savedWith((w) => w).replace('"workflows"', '"__proto__"')],
      [
        'fault switches out of range',
        savedWith((w) => w, { faults: { latency_ms: 1e9, failure_rate: 0 } }),
      ],
    ];

    it.each(cases)('%s', (_name, text) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const storage = new MemoryStorage();
      storage.setItem(DEMO_STORAGE_KEY, text);
      const db = seededDb();
      const seedWorkflow = firstWorkflow(seededDb());
      persistDemoState(db, storage);
      expect(db.workflows.get(seedWorkflow.id)).toEqual(seedWorkflow);
      expect(db.faults).toEqual({ latency_ms: 0, failure_rate: 0 });
      expect(storage.getItem(DEMO_STORAGE_KEY)).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^The saved demo data was dropped/));
      // The next page load starts from the seed, and changes are saved again.
      db.workflows.put({ ...seedWorkflow, name: 'Saved again' });
      const next = seededDb();
      persistDemoState(next, storage);
      expect(next.workflows.get(seedWorkflow.id)?.name).toBe('Saved again');
    });

    it('when another tab saved it, too', () => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const storage = new MemoryStorage();
      const db = seededDb();
      const tab = persistDemoState(db, storage);
      storage.setItem(DEMO_STORAGE_KEY, cases[0]?.[1] ?? '');
      tab.follow();
      expect(storage.getItem(DEMO_STORAGE_KEY)).toBeNull();
      const workflow = firstWorkflow(db);
      expect(workflow.form_data_by_user).toEqual(firstWorkflow(seededDb()).form_data_by_user);
    });
  });

  it('keeps working in memory when storage is full', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const db = seededDb();
    persistDemoState(db, storage);
    const workflow = firstWorkflow(db);
    expect(() => db.workflows.put({ ...workflow, name: 'Still works' })).not.toThrow();
    expect(db.workflows.get(workflow.id)?.name).toBe('Still works');
  });

  it('follows what another tab saves, resets included, without writing over it', () => {
    const storage = new MemoryStorage();
    const one = seededDb();
    persistDemoState(one, storage);
    const other = seededDb();
    const otherTab = persistDemoState(other, storage);
    const workflow = firstWorkflow(one);

    one.workflows.put({ ...workflow, name: 'Renamed in the first tab' });
    const event = one.recordEvent('workflow.settings_updated', null, 'main');
    otherTab.follow();
    expect(other.workflows.get(workflow.id)?.name).toBe('Renamed in the first tab');
    expect(other.events.get(event.id)).toEqual(event);

    const second = other.workflows.all().find((candidate) => candidate.id !== workflow.id);
    if (!second) throw new Error('the seed has one workflow');
    other.workflows.put({ ...second, name: 'Renamed in the second tab' });
    const next = seededDb();
    persistDemoState(next, storage);
    expect(next.workflows.get(workflow.id)?.name).toBe('Renamed in the first tab');
    expect(next.workflows.get(second.id)?.name).toBe('Renamed in the second tab');

    one.reset();
    otherTab.follow();
    expect(other.workflows.get(workflow.id)?.name).toBe(workflow.name);
    expect(other.events.get(event.id)).toBeUndefined();
  });
});
