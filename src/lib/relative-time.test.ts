import { describe, expect, it } from 'vitest';
import { durationText, relativeTime } from './relative-time';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const ago = (ms: number) => relativeTime(NOW - ms, NOW);
const ahead = (ms: number) => relativeTime(NOW + ms, NOW);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it('says "just now" under 45 seconds, then minutes', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(44 * S)).toBe('just now');
    expect(ago(45 * S)).toBe('1 min ago');
    expect(ago(5 * M)).toBe('5 min ago');
    expect(ago(44 * M)).toBe('44 min ago');
  });

  it('says hours from 45 minutes, "yesterday" around one day, then days', () => {
    expect(ago(45 * M)).toBe('1 h ago');
    expect(ago(3 * H + 10 * M)).toBe('3 h ago');
    expect(ago(21 * H)).toBe('21 h ago');
    expect(ago(22 * H)).toBe('yesterday');
    expect(ago(35 * H)).toBe('yesterday');
    expect(ago(36 * H)).toBe('2 days ago');
    expect(ago(6 * D)).toBe('6 days ago');
  });

  it('says weeks, months and years further back', () => {
    expect(ago(7 * D)).toBe('1 week ago');
    expect(ago(22 * D)).toBe('3 weeks ago');
    expect(ago(30 * D)).toBe('1 month ago');
    expect(ago(75 * D)).toBe('2 months ago');
    expect(ago(344 * D)).toBe('11 months ago');
    expect(ago(345 * D)).toBe('1 year ago');
    expect(ago(3 * 365 * D)).toBe('3 years ago');
  });

  it('reads a time a little ahead of the browser’s clock as just now', () => {
    expect(ahead(10 * S)).toBe('just now');
    expect(ahead(90 * S)).toBe('just now');
    expect(ahead(2 * M)).toBe('in 2 min');
  });

  it('says the future the same way', () => {
    expect(ahead(20 * M)).toBe('in 20 min');
    expect(ahead(24 * H)).toBe('tomorrow');
    expect(ahead(2 * D)).toBe('in 2 days');
    expect(ahead(400 * D)).toBe('in 1 year');
  });

  it('gives nothing for an unreadable time', () => {
    expect(relativeTime(Number.NaN, NOW)).toBe('');
  });
});

describe('durationText', () => {
  it('reads from milliseconds to days', () => {
    expect(durationText(850)).toBe('850 ms');
    expect(durationText(42 * S)).toBe('42 s');
    expect(durationText(3 * M + 20 * S)).toBe('3 min 20 s');
    expect(durationText(5 * M)).toBe('5 min');
    expect(durationText(2 * H + 5 * M)).toBe('2 h 5 min');
    expect(durationText(3 * D + 4 * H)).toBe('3 days 4 h');
    expect(durationText(D)).toBe('1 day');
    expect(durationText(-1)).toBe('');
  });
});
