import { describe, expect, it } from 'vitest';
import { chartSlots, periodWindow, slotLabel, within } from './period';

// 2026-11-28 08:30:00 UTC
const NOW = Date.UTC(2026, 10, 28, 8, 30, 0);

describe('the overview period', () => {
  it('ends now and has a previous period of the same length before it', () => {
    expect(periodWindow('24h', NOW)).toEqual({
      period: '24h',
      start: Date.parse('2026-11-27T08:30:00Z'),
      end: Date.parse('2026-11-28T08:30:00Z'),
      previousStart: Date.parse('2026-11-26T08:30:00Z'),
    });
    const week = periodWindow('7d', NOW);
    expect(new Date(week.start).toISOString()).toBe('2026-11-21T08:30:00.000Z');
    expect(new Date(week.previousStart).toISOString()).toBe('2026-11-14T08:30:00.000Z');
    const month = periodWindow('30d', NOW);
    expect(new Date(month.start).toISOString()).toBe('2026-10-29T08:30:00.000Z');
    expect(new Date(month.previousStart).toISOString()).toBe('2026-09-29T08:30:00.000Z');
  });

  it('counts an instant at the start in, one at the end out', () => {
    const { start, end } = periodWindow('24h', NOW);
    expect(within('2026-11-27T08:30:00Z', start, end)).toBe(true);
    expect(within('2026-11-28T08:30:00Z', start, end)).toBe(false);
    expect(within('2026-11-27T08:29:59Z', start, end)).toBe(false);
    expect(within(null, start, end)).toBe(false);
    expect(within('not a time', start, end)).toBe(false);
  });

  it('slots 24 hours by whole UTC hours, the last holding now', () => {
    const slots = chartSlots(periodWindow('24h', NOW));
    expect(slots).toHaveLength(24);
    expect(new Date(slots[0]?.start ?? 0).toISOString()).toBe('2026-11-27T09:00:00.000Z');
    expect(new Date(slots[23]?.start ?? 0).toISOString()).toBe('2026-11-28T08:00:00.000Z');
    expect(new Date(slots[23]?.end ?? 0).toISOString()).toBe('2026-11-28T09:00:00.000Z');
    expect(slots.map(slotLabel).slice(0, 3)).toEqual(['09:00', '10:00', '11:00']);
  });

  it('slots 7 and 30 days by whole UTC days', () => {
    const week = chartSlots(periodWindow('7d', NOW));
    expect(week.map(slotLabel)).toEqual([
      'Nov 22',
      'Nov 23',
      'Nov 24',
      'Nov 25',
      'Nov 26',
      'Nov 27',
      'Nov 28',
    ]);
    const month = chartSlots(periodWindow('30d', NOW));
    expect(month).toHaveLength(30);
    expect(slotLabel(month[0] ?? { start: 0, end: 0 })).toBe('Oct 30');
  });
});
