/**
 * The keyboard shortcuts at work (what each key does: src/lib/shortcut-keys.ts): one listener on the
 * document. Not in the first load: the top bar (./command-bar.tsx) fetches this code once it shows,
 * answers Ctrl/Cmd+K itself meanwhile, and holds the other keys pressed before it arrived; when it
 * arrives they are pressed again, in order, where the focus is then (so `j j` moves into a list and
 * on to its second row), unless they are old.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLazyPart } from '@/lib/lazy-part';
import { useNavigate } from 'react-router';
import { focusPageList } from '@/components/data-table/row-navigation';
import { rowNavigation } from '@/components/data-table/use-row-navigation';
import { toggleTimeStyle } from '@/config/preferences';
import { isNotForShortcuts, isPaletteKey } from '@/lib/key-press';
import { G_TIMEOUT_MS, shortcutFor } from '@/lib/shortcut-keys';
import type { PaletteMode } from '../palette/palette-dialog';
import { useRunCommand } from '../palette/use-run-command';

/** A key pressed before this code arrived, and when (Date.now()). */
export interface HeldKey {
  event: KeyboardEvent;
  at: number;
}

/** A held key older than this is dropped (the code waited for the connection): pressed too long ago. */
const HELD_KEY_MS = 5000;

/** A held key pressed again now, where the focus is (lists and the listener below hear it). */
function pressAgain({ event }: HeldKey): void {
  const { key, code, ctrlKey, shiftKey, altKey, metaKey } = event;
  const again = { key, code, ctrlKey, shiftKey, altKey, metaKey, bubbles: true, cancelable: true };
  (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', again));
}

/** `/`: the page's search, else its first filter or field. */
function focusPageSearch(): boolean {
  const main = document.getElementById('main');
  const field =
    main?.querySelector<HTMLElement>('[role="search"] input, [role="search"] select') ??
    main?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select, textarea',
    );
  field?.focus();
  return field !== null && field !== undefined;
}

interface CommandKeysProps {
  /** Keys pressed before this code arrived, oldest first (emptied as they are handled). */
  held: HeldKey[];
  /** Opens the palette, the palette searching workflows by name, or the list of shortcuts. */
  onOpen: (what: PaletteMode | 'shortcuts') => void;
  /** Says what a command did, briefly. */
  notify: (text: string) => void;
}

export function CommandKeys({ held, onOpen, notify }: CommandKeysProps) {
  const navigate = useNavigate();
  const afterG = useRef(0);
  const commands = useRunCommand({ openByName: () => onOpen('workflow-name'), notify });
  const runCommand = useRef(commands.run);
  useLayoutEffect(() => {
    runCommand.current = commands.run;
  });

  // A layout effect: the listener takes over from the top bar's in the same commit.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const palette = isPaletteKey(event);
      if (!palette && isNotForShortcuts(event.target)) return;
      const action = shortcutFor(event, Date.now() - afterG.current < G_TIMEOUT_MS);
      afterG.current = action.type === 'wait-for-screen' ? Date.now() : 0;
      switch (action.type) {
        case 'palette':
          event.preventDefault();
          onOpen('all');
          break;
        case 'command':
          if (runCommand.current(action.id)) event.preventDefault();
          break;
        case 'help':
          event.preventDefault();
          onOpen('shortcuts');
          break;
        case 'focus-search':
          if (focusPageSearch()) event.preventDefault();
          break;
        case 'toggle-times':
          toggleTimeStyle();
          break;
        case 'focus-list':
          if (focusPageList()) event.preventDefault();
          break;
        case 'go':
          event.preventDefault();
          void navigate(action.to);
          break;
        default:
          break;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, held, onOpen]);

  // The keys held meanwhile are pressed again once the lists' keyboard code is set up too (`j j`
  // goes into a list, then on), after this commit, as keys pressed now would be.
  const lists = useLazyPart(rowNavigation);
  useLayoutEffect(() => {
    if (!lists) return;
    const recent = held.splice(0).filter((key) => Date.now() - key.at < HELD_KEY_MS);
    if (recent.length > 0) queueMicrotask(() => recent.forEach(pressAgain));
  }, [lists, held]);

  return null;
}
