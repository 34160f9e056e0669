import { describe, expect, it } from 'vitest';
import { keyAction, prefixIndex } from './list-keys';

describe('keyAction', () => {
  it('opens the list with the arrows and leaves other keys to the text box while closed', () => {
    expect(keyAction('ArrowDown', false, 0, 10, 8)).toEqual({ type: 'open' });
    expect(keyAction('ArrowUp', false, 0, 10, 8)).toEqual({ type: 'open' });
    for (const key of ['Home', 'End', 'Enter', 'Escape', 'a'])
      expect(keyAction(key, false, 0, 10, 8), key).toBeNull();
  });

  it('moves by one, by a page and to either end, within the list', () => {
    const to = (key: string, active: number) => keyAction(key, true, active, 20, 8);
    expect(to('ArrowDown', 3)).toEqual({ type: 'move', to: 4 });
    expect(to('ArrowDown', 19)).toEqual({ type: 'move', to: 19 });
    expect(to('ArrowUp', 0)).toEqual({ type: 'move', to: 0 });
    expect(to('PageDown', 15)).toEqual({ type: 'move', to: 19 });
    expect(to('PageUp', 10)).toEqual({ type: 'move', to: 2 });
    expect(to('Home', 12)).toEqual({ type: 'move', to: 0 });
    expect(to('End', 2)).toEqual({ type: 'move', to: 19 });
    expect(keyAction('End', true, 0, 0, 8)).toEqual({ type: 'move', to: 0 });
  });

  it('picks with Enter, closes with Escape, and leaves typing to the text box', () => {
    expect(keyAction('Enter', true, 2, 5, 8)).toEqual({ type: 'pick' });
    expect(keyAction('Escape', true, 2, 5, 8)).toEqual({ type: 'close' });
    expect(keyAction('j', true, 2, 5, 8)).toBeNull();
  });
});

describe('prefixIndex', () => {
  const options = [{ label: 'Ann Jones' }, { label: 'joan Smith' }, { label: 'Jo Park' }];

  it('finds the first label starting with what was typed, ignoring case', () => {
    expect(prefixIndex(options, 'J')).toBe(1);
    expect(prefixIndex(options, 'jo ')).toBe(2);
    expect(prefixIndex(options, 'JOA')).toBe(1);
    expect(prefixIndex(options, '')).toBe(0);
    expect(prefixIndex(options, 'jones')).toBe(-1);
  });
});
