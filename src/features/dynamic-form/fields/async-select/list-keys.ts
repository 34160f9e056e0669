/**
 * The AsyncSelect's keyboard model (the WAI-ARIA combobox pattern with a listbox popup; focus stays
 * in the text box and `aria-activedescendant` names the active option): what a key does, and
 * type-ahead, where what the user typed makes the first option whose label starts with it active.
 */
export type KeyAction =
  { type: 'open' } | { type: 'move'; to: number } | { type: 'pick' } | { type: 'close' };

/**
 * The action of `key`, or null when the key is the text box's own (typing, moving the caret).
 * Closed, ArrowDown and ArrowUp open the list. Open: the arrows move by one option, PageDown and
 * PageUp by a page, Home and End to the first and last loaded option, Enter picks, Escape closes.
 */
export function keyAction(
  key: string,
  open: boolean,
  active: number,
  count: number,
  page: number,
): KeyAction | null {
  if (!open) return key === 'ArrowDown' || key === 'ArrowUp' ? { type: 'open' } : null;
  const move = (to: number): KeyAction => ({
    type: 'move',
    to: Math.max(0, Math.min(to, count - 1)),
  });
  switch (key) {
    case 'ArrowDown':
      return move(active + 1);
    case 'ArrowUp':
      return move(active - 1);
    case 'PageDown':
      return move(active + page);
    case 'PageUp':
      return move(active - page);
    case 'Home':
      return move(0);
    case 'End':
      return move(count - 1);
    case 'Enter':
      return { type: 'pick' };
    case 'Escape':
      return { type: 'close' };
    default:
      return null;
  }
}

/** Type-ahead: the first option whose label starts with `typed` (ignoring case), or -1. */
export function prefixIndex(options: readonly { label: string }[], typed: string): number {
  const prefix = typed.trimStart().toLocaleLowerCase();
  return options.findIndex((option) => option.label.toLocaleLowerCase().startsWith(prefix));
}
