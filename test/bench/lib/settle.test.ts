import { describe, expect, it } from 'vitest';
import { busyShare, parseProcStat } from './settle';

const STAT = [
  'cpu  1000 50 300 8000 100 10 20 5 0 0',
  'cpu0 500 25 150 4000 50 5 10 3 0 0',
  'intr 12345',
].join('\n');

describe('parseProcStat', () => {
  it('sums the summary line, counting iowait as idle and guest time once', () => {
    expect(parseProcStat(STAT)).toEqual({
      total: 1000 + 50 + 300 + 8000 + 100 + 10 + 20 + 5,
      idle: 8000 + 100,
    });
  });

  it('reads nothing from a text without a summary line or with a broken one', () => {
    expect(parseProcStat('cpu0 1 2 3 4 5')).toBeUndefined();
    expect(parseProcStat('cpu  1 2 x 4 5')).toBeUndefined();
    expect(parseProcStat('cpu  1 2')).toBeUndefined();
  });
});

describe('busyShare', () => {
  it('is the share of the time between two readings that was not idle', () => {
    expect(busyShare({ total: 1000, idle: 600 }, { total: 1200, idle: 750 })).toBeCloseTo(0.25);
    expect(busyShare({ total: 1000, idle: 600 }, { total: 1200, idle: 600 })).toBe(1);
    expect(busyShare({ total: 1000, idle: 600 }, { total: 1200, idle: 800 })).toBe(0);
  });

  it('counts a window in which no time passed as busy', () => {
    expect(busyShare({ total: 1000, idle: 600 }, { total: 1000, idle: 600 })).toBe(1);
  });
});
