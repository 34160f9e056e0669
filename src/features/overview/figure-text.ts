/** The overview's figures in words: values, their bound, and the change against the period before. */
import { durationText } from '@/lib/relative-time';
import { formatCount } from '@/utils/format-count';
import { changeOf, type Figure } from './figures';

export type FigureKind = 'count' | 'rate' | 'duration';

const percent = (share: number): string => `${(share * 100).toFixed(1).replace(/\.0$/, '')}%`;

export function valueText(kind: FigureKind, value: number | null): string {
  if (value === null) return '—';
  if (kind === 'rate') return percent(value);
  if (kind === 'duration') return durationText(value);
  return formatCount(value);
}

/** The value as shown: "at least 2,000" when the count is a lower bound. */
export function figureText(kind: FigureKind, figure: Figure): string {
  const text = valueText(kind, figure.value);
  return figure.bound === 'at-least' && figure.value !== null ? `at least ${text}` : text;
}

export interface ChangeWords {
  text: string;
  /** Which way it went: for failures up is bad. */
  direction: 'up' | 'down' | 'same' | 'unknown';
}

function deltaText(kind: FigureKind, delta: number): string {
  const size = Math.abs(delta);
  if (kind === 'rate') {
    const points = (size * 100).toFixed(1).replace(/\.0$/, '');
    return `${points} ${points === '1' ? 'point' : 'points'}`;
  }
  if (kind === 'duration') return durationText(size);
  return formatCount(size);
}

/** "up 2 (+100%) on the previous 24 hours", or why there is no change to show. */
export function changeWords(kind: FigureKind, figure: Figure, previousLabel: string): ChangeWords {
  const change = changeOf(figure);
  if (change === null) {
    if (figure.previousBound !== 'exact' || figure.bound !== 'exact')
      return { text: `not compared: not every run of both periods was read`, direction: 'unknown' };
    return { text: `nothing to compare with the ${previousLabel}`, direction: 'unknown' };
  }
  if (change.delta === 0) return { text: `same as the ${previousLabel}`, direction: 'same' };
  const share =
    kind === 'count' && change.share !== null
      ? ` (${change.share > 0 ? '+' : '−'}${percent(Math.abs(change.share))})`
      : '';
  const way = change.delta > 0 ? 'up' : 'down';
  return {
    text: `${way} ${deltaText(kind, change.delta)}${share} on the ${previousLabel}`,
    direction: way,
  };
}
