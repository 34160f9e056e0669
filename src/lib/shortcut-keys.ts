/**
 * The console's keyboard shortcuts as a pure step: a key press (and whether `g` was just pressed)
 * in, what to do out. The listener (src/app/layout/command-keys.tsx) ignores presses in text fields,
 * with Ctrl/Cmd/Alt (except Ctrl/Cmd+K) and while a dialog is open, so typing never triggers anything.
 */
import { NAVIGATION } from '@/config/navigation';
import { isPaletteKey, type KeyPress } from './key-press';

/** The palette's commands (src/app/palette/commands.ts), each with its key. */
export const COMMAND_KEYS = {
  'switch-theme': ['Shift', 'T'],
  'open-by-name': ['o'],
  'discard-draft': ['Shift', 'D'],
  'compare-with': ['c'],
  'copy-link': ['y'],
} as const satisfies Record<string, readonly string[]>;

export type CommandId = keyof typeof COMMAND_KEYS;

/** The key a command answers to (`T` for Shift+T). */
const commandByKey = new Map<string, CommandId>(
  (Object.entries(COMMAND_KEYS) as [CommandId, readonly string[]][]).map(([id, keys]) => [
    keys.at(-1) ?? '',
    id,
  ]),
);

export type ShortcutAction =
  | { type: 'palette' }
  | { type: 'help' }
  | { type: 'focus-search' }
  | { type: 'toggle-times' }
  | { type: 'focus-list' }
  | { type: 'command'; id: CommandId }
  | { type: 'go'; to: string }
  | { type: 'wait-for-screen' }
  | { type: 'none' };

/** What a key press does; `afterG` when the previous press was `g` (and recent). */
export function shortcutFor(press: KeyPress, afterG: boolean): ShortcutAction {
  if (isPaletteKey(press)) return { type: 'palette' };
  if (press.ctrlKey || press.metaKey || press.altKey) return { type: 'none' };
  if (afterG) {
    const screen = NAVIGATION.find((item) => item.key === press.key.toLowerCase());
    return screen ? { type: 'go', to: screen.to } : { type: 'none' };
  }
  switch (press.key) {
    case '?':
      return { type: 'help' };
    case '/':
      return { type: 'focus-search' };
    case 'g':
      return { type: 'wait-for-screen' };
    case 't':
      return { type: 'toggle-times' };
    case 'j':
    case 'k':
      return { type: 'focus-list' };
    default: {
      const id = commandByKey.get(press.key);
      return id ? { type: 'command', id } : { type: 'none' };
    }
  }
}

/** How long after `g` the screen's letter is awaited. */
export const G_TIMEOUT_MS = 1500;

/** The shortcuts as `?` lists them. */
export const SHORTCUTS: readonly { keys: string[]; join: string; what: string }[] = [
  { keys: ['Ctrl', 'K'], join: ' + ', what: 'Open the command palette (⌘K on a Mac)' },
  { keys: ['?'], join: '', what: 'Show these shortcuts' },
  { keys: ['/'], join: '', what: 'Focus the page’s search or first filter' },
  { keys: ['t'], join: '', what: 'Switch between relative and absolute times' },
  { keys: ['j', 'k'], join: ' / ', what: 'In a list: the next / previous row (or the arrow keys)' },
  { keys: ['Enter'], join: '', what: 'In a list: open the row' },
  { keys: ['x'], join: '', what: 'In a list with selection: select the row' },
  ...NAVIGATION.map((item) => ({
    keys: ['g', item.key],
    join: ' then ',
    what: `Go to ${item.label}`,
  })),
  { keys: ['n', 'p'], join: ' / ', what: 'On a compare view: the next / previous change' },
  { keys: ['o'], join: '', what: 'Open a workflow by name' },
  { keys: ['c'], join: '', what: 'On a workflow: compare it with…' },
  { keys: ['Shift', 'D'], join: ' + ', what: 'On a workflow: discard its draft…' },
  { keys: ['y'], join: '', what: 'Copy the link to this screen' },
  { keys: ['Shift', 'T'], join: ' + ', what: 'Switch between the light and dark themes' },
];
