import { describe, expect, it } from 'vitest';
import { seedSourceOf } from '../seed-file';
import type { DemoData } from './records';
import { rebasedSeed, rebaseShift } from './rebase';
import { SEED_NOW_MS } from './clock';

const DAY = 24 * 3600_000;

describe('the demo’s history moved to the calendar', () => {
  it('moves by whole hours, so the seed’s now falls within the last hour', () => {
    expect(rebaseShift(SEED_NOW_MS - DAY)).toBe(0);
    expect(rebaseShift(SEED_NOW_MS + 3 * DAY + 5 * 3600_000 + 59 * 60_000)).toBe(
      3 * DAY + 5 * 3600_000,
    );
  });

  it('moves every instant of a record’s `…_at` fields and nothing else', () => {
    const data = {
      actions: [
        {
          uuid: 'a1',
          created_at: '2026-11-01T10:00:00.000Z',
          run_at: '2026-11-01T10:00:01.000Z',
          failed_at: null,
          name: '2026-11-01T10:00:00.000Z',
        },
      ],
      catalog: [{ created_at: '2026-11-01T10:00:00.000Z' }],
    } as unknown as DemoData;
    const seed = rebasedSeed(seedSourceOf(data), 2 * DAY);
    expect(seed.read('actions')).toEqual([
      {
        uuid: 'a1',
        created_at: '2026-11-03T10:00:00.000Z',
        run_at: '2026-11-03T10:00:01.000Z',
        failed_at: null,
        name: '2026-11-01T10:00:00.000Z',
      },
    ]);
    expect(seed.read('catalog')).toEqual([{ created_at: '2026-11-01T10:00:00.000Z' }]);
  });
});
