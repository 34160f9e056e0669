/**
 * What the top bar reads of a key press before the shortcuts' code (./shortcut-keys.ts and
 * src/app/layout/command-keys.tsx) has arrived: Ctrl+K or Cmd+K opens the palette from anywhere, and
 * a key pressed while typing or in a dialog is never a shortcut.
 */

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** Ctrl+K or Cmd+K: the command palette, even from a text field. */
export function isPaletteKey(press: KeyPress): boolean {
  return press.key.toLowerCase() === 'k' && (press.ctrlKey || press.metaKey) && !press.altKey;
}

/**
 * Keys that are not for the shortcuts (but for the palette's): typed in a text field or a select, or
 * for a dialog, combobox or list box (their own keys), or pressed while a dialog is open.
 */
export function isNotForShortcuts(target: EventTarget | null): boolean {
  if (document.querySelector('[role="dialog"]')) return true;
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="combobox"], [role="listbox"]') !== null
  );
}
