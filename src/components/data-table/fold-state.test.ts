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
});
