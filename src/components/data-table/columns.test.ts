import { describe, expect, it } from 'vitest';
import { containerBelow, foldedAt, foldStyles, hideBelow, type Column } from './columns';

const columns: Column[] = [
  { id: 'name', label: 'Name', minWidth: 200, priority: 1 },
  { id: 'state', label: 'State', width: 100, priority: 1 },
  { id: 'updated', label: 'Updated', width: 120, priority: 2 },
  { id: 'key', label: 'Key', width: 150, priority: 3 },
  { id: 'created', label: 'Created', width: 120, priority: 3 },
];

describe('column priorities', () => {
  it('shows a priority only where every column up to it fits beside the flexible minimum', () => {
    expect(hideBelow(columns)).toEqual(
      new Map([
        [2, 200 + 100 + 120 + 4],
        [3, 200 + 100 + 120 + 150 + 120 + 4],
      ]),
    );
  });

  it('hides the columns of a priority below its width and shows their folded copies', () => {
    const styles = foldStyles(columns);
    expect(styles[containerBelow(424)]).toEqual({
      '& [data-col="updated"]': { display: 'none' },
      '& [data-fold="updated"]': { display: 'inline-flex' },
      '& col[data-colw="updated"]': { width: 0 },
    });
    expect(Object.keys(styles[containerBelow(694)] ?? {})).toEqual([
      '& [data-col="key"]',
      '& [data-col="created"]',
      '& [data-fold="key"]',
      '& [data-fold="created"]',
      '& col[data-colw="key"]',
      '& col[data-colw="created"]',
    ]);
    expect(containerBelow(694)).toBe('@container (max-width: 693.5px)');
  });
});

describe('folded columns', () => {
  // Thresholds: priority 2 below 424 px, priority 3 below 694 px.
  it('are those hidden at a width, and those within a pixel of hiding', () => {
    expect([...foldedAt(columns, 800)]).toEqual([]);
    expect([...foldedAt(columns, 694)]).toEqual(['key', 'created']);
    expect([...foldedAt(columns, 694.5)]).toEqual(['key', 'created']);
    expect([...foldedAt(columns, 695)]).toEqual([]);
    expect([...foldedAt(columns, 500)]).toEqual(['key', 'created']);
    expect([...foldedAt(columns, 300)]).toEqual(['updated', 'key', 'created']);
  });

  it('are every column that can hide while the width is unknown', () => {
    expect([...foldedAt(columns, 0)]).toEqual(['updated', 'key', 'created']);
    expect([...foldedAt(columns, Number.NaN)]).toEqual(['updated', 'key', 'created']);
  });
});
