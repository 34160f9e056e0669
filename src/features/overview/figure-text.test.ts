import { describe, expect, it } from 'vitest';
import type { Figure } from './figures';
import { changeWords, figureText } from './figure-text';

const figure = (value: number | null, previous: number | null, bound: Figure['bound'] = 'exact') =>
  ({ value, bound, previous, previousBound: bound }) satisfies Figure;

describe('figures in words', () => {
  it('says "at least" for a lower bound, and a dash for nothing to work out', () => {
    expect(figureText('count', figure(2000, 0, 'at-least'))).toBe('at least 2,000');
    expect(figureText('count', figure(12, 3))).toBe('12');
    expect(figureText('rate', figure(0.125, 0))).toBe('12.5%');
    expect(figureText('rate', figure(null, 0))).toBe('—');
    expect(figureText('duration', figure(125_000, 0))).toBe('2 min 5 s');
  });

  it('words the change against the previous period', () => {
    expect(changeWords('count', figure(12, 8), 'previous 24 hours')).toEqual({
      text: 'up 4 (+50%) on the previous 24 hours',
      direction: 'up',
    });
    expect(changeWords('count', figure(6, 8), 'previous 7 days').text).toBe(
      'down 2 (−25%) on the previous 7 days',
    );
    expect(changeWords('rate', figure(0.25, 0.1), 'previous 24 hours').text).toBe(
      'up 15 points on the previous 24 hours',
    );
    expect(changeWords('count', figure(3, 3), 'previous 24 hours')).toEqual({
      text: 'same as the previous 24 hours',
      direction: 'same',
    });
    expect(changeWords('count', figure(3, 0, 'at-least'), 'previous 24 hours').text).toBe(
      'not compared: not every run of both periods was read',
    );
  });
});
