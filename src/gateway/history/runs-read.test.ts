import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../store/db';
import { runRows, type RunRows } from '../store/runs';
import { RateLimited, type PacedReader } from './paced-reader';
import { readRuns, type RunsReadProgress } from './runs-read';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = Date.parse('2026-11-28T12:00:00Z');

let folder: string;
let store: Store;
let rows: RunRows;

interface Listed {
  uuid: string;
  execution_id: string;
  workflow_id: string;
  name: string;
  status: string;
  failure_note: string | null;
  run_at_utc: string;
  completed_at_utc: string | null;
  failed_at_utc: string | null;
}

/** A one-step run that ran `hoursAgo` before NOW for 30 s, `failed` or completed. */
function action(uuid: string, hoursAgo: number, failed = false, execution = `e_${uuid}`): Listed {
  const ran = NOW - hoursAgo * HOUR;
  const ended = new Date(ran + 30_000).toISOString();
  return {
    uuid,
    execution_id: execution,
    workflow_id: 'wf_1',
    name: 'Send',
    status: failed ? 'failed' : 'completed',
    failure_note: failed ? 'timed out' : null,
    run_at_utc: new Date(ran).toISOString(),
    completed_at_utc: failed ? null : ended,
    failed_at_utc: failed ? ended : null,
  };
}

/** `/actions/completed` over `list` (newest first), a hundred a page, with the paths asked. */
function fakeReader(list: Listed[], limitedAt?: number) {
  const asked: string[] = [];
  const reader: PacedReader & { asked: string[] } = {
    asked,
    get count() {
      return asked.length;
    },
    get(path) {
      asked.push(path);
      if (limitedAt !== undefined && asked.length === limitedAt)
        return Promise.reject(new RateLimited(NOW + 1000));
      const query = new URL(path, 'http://service').searchParams;
      const after = query.get('starting_after');
      const start = after ? list.findIndex((item) => item.uuid === after) + 1 : 0;
      const collection = list.slice(start, start + 100);
      return Promise.resolve({
        collection,
        meta: { has_next_page: start + 100 < list.length },
      });
    },
  };
  return reader;
}

/** One action every four hours for forty days, newest first: 240, a failure every tenth. */
const history = Array.from({ length: 240 }, (_, index) =>
  action(`a${String(index).padStart(3, '0')}`, 1 + index * 4, index % 10 === 0),
);

const progress = (): RunsReadProgress => ({ actions: 0, actionPages: 0 });
const read = (reader: PacedReader, at: number, done = progress(), checkpoint = true) =>
  readRuns({ reader, runs: rows, checkpoint: () => Promise.resolve(checkpoint) }, done, at);

async function totals(from: number, to: number) {
  const days = await rows.days(from, to);
  return {
    runs: days.reduce((sum, day) => sum + day.runs, 0),
    failed: days.reduce((sum, day) => sum + day.failed, 0),
  };
}

beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'wfc-runs-read-'));
  store = await openStore({ kind: 'sqlite', dir: folder }, { warn: () => undefined });
  rows = runRows(store.db);
});
afterEach(async () => {
  await store.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('the scan’s read of finished actions', () => {
  it('reads back 60 days on its first pass, then only back to the last pass, less 6 hours', async () => {
    const reader = fakeReader(history);
    const first = progress();
    expect(await read(reader, NOW, first)).toBe(true);
    // The list ends 957 hours back, before 60 days (1,440 hours) are reached: three pages.
    expect(first).toEqual({ actions: 240, actionPages: 3 });
    expect(await rows.coverage()).toEqual({
      through: NOW,
      coveredFrom: NOW - 60 * DAY,
      pass: null,
    });
    // Actions 1…717 hours back (180 of them) started in the 30 days; one in ten failed.
    expect(await totals(NOW - 30 * DAY, NOW)).toEqual({ runs: 180, failed: 18 });

    // An hour later, two new runs: one page (it reaches past NOW − 6 h), counted once each.
    const later = fakeReader([action('n2', -0.5, true), action('n1', -0.8), ...history]);
    const second = progress();
    expect(await read(later, NOW + HOUR, second)).toBe(true);
    expect(second).toEqual({ actions: 100, actionPages: 1 });
    expect(later.asked).toEqual(['/actions/completed?limit=100']);
    expect(await rows.coverage()).toMatchObject({
      through: NOW + HOUR,
      coveredFrom: NOW - 60 * DAY,
    });
    expect(await totals(NOW - 30 * DAY, NOW + HOUR)).toEqual({ runs: 182, failed: 19 });
  });

  it('reads a first pass only as far back as the history keeps', async () => {
    const reader = fakeReader(history);
    const first = progress();
    const keepsSevenDays = { reader, runs: rows, checkpoint: () => Promise.resolve(true) };
    expect(await readRuns({ ...keepsSevenDays, firstReachMs: 7 * DAY }, first, NOW)).toBe(true);
    // The newest page (1 to 397 hours back) already reaches past 7 days (168 hours): one page.
    expect(first).toEqual({ actions: 100, actionPages: 1 });
    expect(await rows.coverage()).toMatchObject({ through: NOW, coveredFrom: NOW - 7 * DAY });
    // Runs 1, 5, … 165 hours back: 42 of them, failures at 1, 41, 81, 121, 161 hours.
    expect(await totals(NOW - 7 * DAY, NOW)).toEqual({ runs: 42, failed: 5 });
  });

  it('completes a run with an action listed behind newer ones, counting it once', async () => {
    await read(fakeReader(history), NOW);
    // A second step of a001's run (5 hours back) that failed after the first pass, listed where it
    // was created: behind the newer a000.
    const late = {
      ...action('a001b', 4.99, true, 'e_a001'),
      failed_at_utc: new Date(NOW + 10 * 60_000).toISOString(),
    };
    const [newest, ...rest] = history;
    const relisted = fakeReader([newest as Listed, late, ...rest]);
    await read(relisted, NOW + HOUR);
    const [day] = await rows.days(NOW - 5 * HOUR, NOW - 4 * HOUR);
    expect(day).toMatchObject({ runs: 1, failed: 1, run_ms_count: 1 });
    expect(day?.run_ms_total).toBe(5 * HOUR + 10 * 60_000);
  });

  it('resumes a pass stopped by a 429 from the page after the last one read', async () => {
    const reader = fakeReader(history, 2);
    await expect(read(reader, NOW)).rejects.toThrow(RateLimited);
    expect(await rows.coverage()).toEqual({
      through: null,
      coveredFrom: null,
      pass: { startedAt: NOW, backTo: NOW - 60 * DAY, after: 'a099' },
    });
    const resumed = fakeReader(history);
    const done = progress();
    expect(await read(resumed, NOW + 60_000, done)).toBe(true);
    expect(resumed.asked).toEqual([
      '/actions/completed?limit=100&starting_after=a099',
      '/actions/completed?limit=100&starting_after=a199',
    ]);
    // The pass's start, not the resume's, is where the figures are complete.
    expect(await rows.coverage()).toMatchObject({ through: NOW, coveredFrom: NOW - 60 * DAY });
    expect(await totals(NOW - 30 * DAY, NOW)).toEqual({ runs: 180, failed: 18 });
  });

  it('stops without moving the pass on when the lease was lost', async () => {
    expect(await read(fakeReader(history), NOW, progress(), false)).toBe(false);
    expect(await rows.coverage()).toEqual({ through: null, coveredFrom: null, pass: null });
  });

  it('starts over from 60 days back when the figures fell further behind', async () => {
    await read(fakeReader(history), NOW - 70 * DAY);
    await read(fakeReader(history), NOW);
    expect(await rows.coverage()).toEqual({
      through: NOW,
      coveredFrom: NOW - 60 * DAY,
      pass: null,
    });
  });
});
