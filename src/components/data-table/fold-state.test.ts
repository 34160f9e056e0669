import { describe, expect, it, vi } from 'vitest';
import { createFoldState } from './fold-state';

describe('a table’s fold state', () => {
  it('tells its listeners when a column folds or unfolds, and only then', () => {
    // The key column hides below 200 + 150 + 4 = 354 px.
    const state = createFoldState(
      [
        { id: 'name', label: 'Name', minWidth: 200, priority: 1 },
        { id: 'key', label: 'Key', width: 150, priority: 2 },
      ],
      1440,
    );
    const listener = vi.fn();
    state.subscribe(listener);
    expect(state.folded('key')).toBe(false);
    state.measure(1200);
    expect(listener).not.toHaveBeenCalled();
    state.measure(320);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(state.folded('key')).toBe(true);
    expect(state.folded('name')).toBe(false);
    state.measure(900);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(state.folded('key')).toBe(false);
  });

  it('follows the table’s columns when they change, at the width last measured', () => {
    const name = { id: 'name', label: 'Name', minWidth: 200, priority: 1 };
    const state = createFoldState([name, { id: 'key', label: 'Key', width: 150, priority: 2 }], 0);
    state.measure(500);
    expect(state.folded('key')).toBe(false);
    const listener = vi.fn();
    state.subscribe(listener);
    // A wider key column no longer fits beside the name at 500 px (threshold 200 + 400 + 4).
    state.setColumns([name, { id: 'key', label: 'Key', width: 400, priority: 2 }]);
    expect(state.folded('key')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
