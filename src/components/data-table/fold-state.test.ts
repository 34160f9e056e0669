import { describe, expect, it, vi } from 'vitest';
import { foldedAt, type Column } from './columns';
import { createFoldState } from './fold-state';

const columns: Column[] = [
  { id: 'name', label: 'Name', minWidth: 200, priority: 1 },
  { id: 'state', label: 'State', width: 100, priority: 1 },
  { id: 'updated', label: 'Updated', width: 120, priority: 2 },
  { id: 'key', label: 'Key', width: 150, priority: 3 },
];
// Thresholds: priority 2 below 424 px, priority 3 below 574 px.

describe('folded columns', () => {
  it('are those hidden at a width, and those within a pixel of hiding', () => {
    expect([...foldedAt(columns, 800)]).toEqual([]);
    expect([...foldedAt(columns, 574)]).toEqual(['key']);
    expect([...foldedAt(columns, 574.5)]).toEqual(['key']);
    expect([...foldedAt(columns, 575)]).toEqual([]);
    expect([...foldedAt(columns, 500)]).toEqual(['key']);
    expect([...foldedAt(columns, 300)]).toEqual(['updated', 'key']);
  });

  it('are every column that can hide while the width is unknown', () => {
    expect([...foldedAt(columns, 0)]).toEqual(['updated', 'key']);
    expect([...foldedAt(columns, Number.NaN)]).toEqual(['updated', 'key']);
  });
});

describe('a table’s fold state', () => {
  it('tells its listeners when a column folds or unfolds, and only then', () => {
    const state = createFoldState(columns, 1440);
    const listener = vi.fn();
    state.subscribe(listener);
    expect(state.folded('key')).toBe(false);
    state.measure(1200);
    expect(listener).not.toHaveBeenCalled();
    state.measure(520);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(state.folded('key')).toBe(true);
    expect(state.folded('updated')).toBe(false);
    state.measure(900);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(state.folded('key')).toBe(false);
  });
});
