import { describe, expect, it } from 'vitest';
import { bulkHeader, bulkName, skipReason } from './bulk-actions';
import { runBulk, summarize, type ItemOutcome } from './run-bulk';

const items = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: `Workflow ${id}` }));

describe('runBulk', () => {
  it('writes at most three at a time, goes on past a failure, and skips what has nothing to do', async () => {
    let inFlight = 0;
    let most = 0;
    const order: string[] = [];
    const outcomes = await runBulk({
      items,
      skip: (item) => (item.id === 'd' ? 'already off' : null),
      write: async (item) => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        order.push(item.id);
        if (item.id === 'b') throw new Error('locked by a migration');
      },
      messageOf: (error) => (error instanceof Error ? error.message : 'unknown'),
      signal: new AbortController().signal,
      onOutcome: () => undefined,
    });
    expect(most).toBe(3);
    expect(order.sort()).toEqual(['a', 'b', 'c', 'e']);
    expect(Object.fromEntries(outcomes)).toEqual({
      a: { kind: 'done' },
      b: { kind: 'failed', message: 'locked by a migration' },
      c: { kind: 'done' },
      d: { kind: 'skipped', reason: 'already off' },
      e: { kind: 'done' },
    });
    expect(summarize(outcomes)).toEqual({ done: 3, failed: 1, skipped: 1, notStarted: 0 });
  });

  it('starts nothing new once cancelled; writes in flight finish', async () => {
    const controller = new AbortController();
    const seen: [string, ItemOutcome['kind']][] = [];
    await runBulk({
      items,
      skip: () => null,
      write: async (item) => {
        if (item.id === 'a') controller.abort();
        await Promise.resolve();
      },
      messageOf: () => '',
      signal: controller.signal,
      concurrency: 1,
      onOutcome: (item, outcome) => seen.push([item.id, outcome.kind]),
    });
    expect(seen).toEqual([
      ['a', 'done'],
      ['b', 'not-started'],
      ['c', 'not-started'],
      ['d', 'not-started'],
      ['e', 'not-started'],
    ]);
  });
});

describe('bulk actions', () => {
  it('are named by what they do and to how many', () => {
    expect(bulkName('switch-off', 14)).toBe('Switch off 14 workflows');
    expect(bulkName('switch-on', 1)).toBe('Switch on 1 workflow');
    expect(bulkName('discard-drafts', 2)).toBe('Discard the drafts of 2 workflows');
  });

  it('skip a workflow with nothing to do', () => {
    const workflow = { id: 'w', name: 'W', key: 'w', on: false, has_draft: false };
    expect(skipReason('switch-off', workflow)).toBe('already off');
    expect(skipReason('switch-on', workflow)).toBeNull();
    expect(skipReason('discard-drafts', workflow)).toBe('no draft');
    expect(skipReason('switch-on', { ...workflow, on: true })).toBe('already on');
  });

  it('name the audit header in printable ASCII', () => {
    expect(bulkHeader('b-1', 'Switch off 3 workflows')).toBe('b-1 Switch off 3 workflows');
    expect(bulkHeader('b-1', 'Switch off “x”')).toBe('b-1 Switch off ?x?');
  });
});
