import { describe, expect, it } from 'vitest';
import type { KeyPress } from './key-press';
import { shortcutFor } from './shortcut-keys';

const press = (key: string, modifiers: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});

describe('keyboard shortcuts', () => {
  it('opens the palette with Ctrl+K or Cmd+K, whatever came before', () => {
    expect(shortcutFor(press('k', { ctrlKey: true }), false)).toEqual({ type: 'palette' });
    expect(shortcutFor(press('K', { metaKey: true }), true)).toEqual({ type: 'palette' });
    expect(shortcutFor(press('k', { ctrlKey: true, altKey: true }), false)).toEqual({
      type: 'none',
    });
  });

  it('lists the shortcuts with ?, focuses the search with /, switches times with t', () => {
    expect(shortcutFor(press('?'), false)).toEqual({ type: 'help' });
    expect(shortcutFor(press('/'), false)).toEqual({ type: 'focus-search' });
    expect(shortcutFor(press('t'), false)).toEqual({ type: 'toggle-times' });
  });

  it('goes to a screen with g then its letter, and to nothing with another letter', () => {
    expect(shortcutFor(press('g'), false)).toEqual({ type: 'wait-for-screen' });
    expect(shortcutFor(press('w'), true)).toEqual({ type: 'go', to: '/workflows' });
    expect(shortcutFor(press('r'), true)).toEqual({ type: 'go', to: '/runs' });
    expect(shortcutFor(press('a'), true)).toEqual({ type: 'none' });
    expect(shortcutFor(press('U'), true)).toEqual({ type: 'go', to: '/users' });
    expect(shortcutFor(press('x'), true)).toEqual({ type: 'none' });
    expect(shortcutFor(press('w'), false)).toEqual({ type: 'none' });
  });

  it('leaves presses with other modifiers to the browser', () => {
    expect(shortcutFor(press('/', { ctrlKey: true }), false)).toEqual({ type: 'none' });
    expect(shortcutFor(press('w', { altKey: true }), true)).toEqual({ type: 'none' });
  });
});
