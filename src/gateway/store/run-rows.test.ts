import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from './db';
import { runRows, type RunRows, type StepInput } from './runs';

let folder: string;
let store: Store;
let rows: RunRows;

const at = (utc: string) => Date.parse(utc);
const DAY1 = at('2026-11-01T00:00:00Z');
const DAY4 = at('2026-11-04T00:00:00Z');

function step(id: string, execution: string, status: string, ran: string, ended: string) {
  return {
    actionId: id,
    executionId: execution,
    workflowId: execution.startsWith('x') ? 'wf_orders' : 'wf_welcome',
    name: `Step ${id}`,
    status,
    failureNote: status === 'failed' ? `note of ${id}` : null,
    runAt: at(ran),
    completedAt: status === 'completed' ? at(ended) : null,
    failedAt: status === 'failed' ? at(ended) : null,
    stoppedAt: null,
  } satisfies StepInput;
}

// Day 1: e1 (2 steps, 60 s), x1 fails at its second step (30 s). Day 2: e2 (10 s). Day 3: x2 fails.
const first = [
  step('a1', 'e1', 'completed', '2026-11-01T10:00:00Z', '2026-11-01T10:00:20Z'),
  step('a2', 'e1', 'completed', '2026-11-01T10:00:30Z', '2026-11-01T10:01:00Z'),
  step('a3', 'x1', 'completed', '2026-11-01T12:00:00Z', '2026-11-01T12:00:10Z'),
  step('a4', 'x1', 'failed', '2026-11-01T12:00:10Z', '2026-11-01T12:00:30Z'),
  step('a5', 'e2', 'completed', '2026-11-02T08:00:00Z', '2026-11-02T08:00:10Z'),
  step('a6', 'x2', 'failed', '2026-11-03T09:00:00Z', '2026-11-03T09:00:05Z'),
];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'wfc-run-rows-'));
  store = await openStore({ kind: 'sqlite', dir: folder }, { warn: () => undefined });
  rows = runRows(store.db);
});
afterAll(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('daily run figures', () => {
  it('counts each run once per UTC day, however often its actions are read', async () => {
    await rows.record(first, DAY4);
    await rows.record(first.slice(2), DAY4);
    await rows.record(first, DAY4);
    expect(await rows.days(DAY1, DAY4)).toEqual([
      {
        day: '2026-11-01',
        from: '2026-11-01T00:00:00.000Z',
        to: '2026-11-02T00:00:00.000Z',
        runs: 2,
        failed: 1,
        run_ms_total: 90_000,
        run_ms_count: 2,
      },
      {
        day: '2026-11-02',
        from: '2026-11-02T00:00:00.000Z',
        to: '2026-11-03T00:00:00.000Z',
        runs: 1,
        failed: 0,
        run_ms_total: 10_000,
        run_ms_count: 1,
      },
      {
        day: '2026-11-03',
        from: '2026-11-03T00:00:00.000Z',
        to: '2026-11-04T00:00:00.000Z',
        runs: 1,
        failed: 1,
        run_ms_total: 5_000,
        run_ms_count: 1,
      },
    ]);
  });

  it('completes a run with an action that arrives later, without a second run', async () => {
    // e2's second step failed a minute after the first read.
    const late = step('a7', 'e2', 'failed', '2026-11-02T08:00:10Z', '2026-11-02T08:01:10Z');
    await rows.record([late], DAY4);
    const [day2] = await rows.days(at('2026-11-02T00:00:00Z'), at('2026-11-03T00:00:00Z'));
    expect(day2).toMatchObject({ runs: 1, failed: 1, run_ms_total: 70_000, run_ms_count: 1 });
  });

  it('cuts the days at the range and at the split, counting by when each run started', async () => {
    const parts = await rows.days(at('2026-11-01T11:00:00Z'), DAY4, at('2026-11-02T06:00:00Z'));
    expect(parts.map((part) => [part.day, part.from, part.to, part.runs])).toEqual([
      ['2026-11-01', '2026-11-01T11:00:00.000Z', '2026-11-02T00:00:00.000Z', 1],
      ['2026-11-02', '2026-11-02T06:00:00.000Z', '2026-11-03T00:00:00.000Z', 1],
      ['2026-11-03', '2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z', 1],
    ]);
  });

  it('names the workflows failing most with their latest failure', async () => {
    expect(await rows.failing(DAY1, DAY4, 10)).toEqual([
      {
        workflow_id: 'wf_orders',
        workflow_name: null,
        failed: 2,
        last_failure_at: '2026-11-03T09:00:05.000Z',
        last_failure_step: 'Step a6',
        last_failure_note: 'note of a6',
      },
      {
        workflow_id: 'wf_welcome',
        workflow_name: null,
        failed: 1,
        last_failure_at: '2026-11-02T08:01:10.000Z',
        last_failure_step: 'Step a7',
        last_failure_note: 'note of a7',
      },
    ]);
    expect(await rows.failing(at('2026-11-02T09:00:00Z'), DAY4, 10)).toHaveLength(1);
  });

  it('keeps a run worked out from more steps than a later, shorter read', async () => {
    // Another instance that has not stored a7 yet works e2 out from a5 alone: the row stays.
    const other = runRows(store.db);
    await store.db.deleteFrom('run_steps').where('action_id', '=', 'a7').execute();
    await other.record([first[4] as StepInput], DAY4);
    const [day2] = await rows.days(at('2026-11-02T00:00:00Z'), at('2026-11-03T00:00:00Z'));
    expect(day2).toMatchObject({ runs: 1, failed: 1 });
  });

  it('keeps how far the reads reach, and prunes what is older than the retention', async () => {
    expect(await rows.coverage()).toEqual({ through: null, coveredFrom: null, pass: null });
    const pass = { startedAt: DAY4, backTo: DAY1, after: 'a3' };
    await rows.saveCoverage({ through: null, coveredFrom: null, pass });
    expect(await rows.coverage()).toEqual({ through: null, coveredFrom: null, pass });
    await rows.saveCoverage({ through: DAY4, coveredFrom: DAY1, pass: null });
    expect(await rows.coverage()).toEqual({ through: DAY4, coveredFrom: DAY1, pass: null });

    expect(await rows.prune(at('2026-11-02T00:00:00Z'))).toBe(2);
    expect((await rows.days(DAY1, DAY4)).map((day) => day.day)).toEqual([
      '2026-11-02',
      '2026-11-03',
    ]);
    const steps = await store.db.selectFrom('run_steps').select('action_id').execute();
    expect(steps.map((row) => row.action_id).sort()).toEqual(['a5', 'a6']);
  });
});
