/**
 * The top bar's way to everything: a button that opens the command palette, and the keyboard
 * shortcuts (./command-keys.tsx). The palette, the shortcut list and the shortcuts' own code are
 * separate chunks: the dialogs load the first time they open, the shortcuts once the bar shows.
 * Until the shortcuts' code arrives, Ctrl/Cmd+K opens the palette from here and other keys are held
 * for it (handled when it arrives, if recent); a key that cannot work yet says why.
 */
import SearchIcon from '@mui/icons-material/Search';
import { alpha, styled } from '@mui/material/styles';
import { onlineManager } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { isNotForShortcuts, isPaletteKey } from '@/lib/key-press';
import { lazyPart, useLazyPart } from '@/lib/lazy-part';
import { whenOnline } from '@/lib/when-online';
import type { PaletteMode } from '../palette/palette-dialog';
import type { HeldKey } from './command-keys';

const PaletteDialog = lazy(() => whenOnline(() => import('../palette/palette-dialog')));
const ShortcutsDialog = lazy(() => whenOnline(() => import('../palette/shortcuts-dialog')));
const commandKeys = lazyPart(() => import('./command-keys'));

const Trigger = styled('button')(({ theme }) => ({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  height: 32,
  padding: '0 10px',
  borderRadius: 16,
  cursor: 'pointer',
  fontSize: '0.8125rem',
  color: theme.palette.common.white,
  background: alpha(theme.palette.common.white, 0.15),
  '&:hover': { background: alpha(theme.palette.common.white, 0.25) },
  '&:focus-visible': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: 2 },
  '& svg': { fontSize: '1.15rem' },
  '& .label': { minWidth: 120 },
  [theme.breakpoints.down('sm')]: { '& .label, & kbd': { display: 'none' } },
  '& kbd': {
    font: 'inherit',
    fontSize: '0.7rem',
    padding: '0 5px',
    borderRadius: 4,
    border: `1px solid ${alpha(theme.palette.common.white, 0.5)}`,
  },
}));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** What a command did, said for a moment at the foot of the screen (and to screen readers). */
function CommandNotice({ text, onDone }: { text: string | null; onDone: () => void }) {
  useEffect(() => {
    if (text === null) return;
    const timer = setTimeout(onDone, 2500);
    return () => clearTimeout(timer);
  }, [text, onDone]);
  if (text === null) return null;
  return (
    <div role="status" className="command-notice">
      {text}
    </div>
  );
}

/**
 * Until the shortcuts' code arrives: Ctrl/Cmd+K opens the palette; other keys that may be shortcuts
 * (not typed in a field, nor for a dialog, nor with Ctrl, Cmd or Alt) are held for that code and
 * fetch it (again, after a failure); one that cannot work yet (offline, or the code failed to arrive)
 * says so. A layout effect: a key pressed the moment the first screen appears is heard.
 */
function useKeysBeforeTheirCode(
  ready: boolean,
  held: HeldKey[],
  onPalette: () => void,
  notify: (text: string) => void,
) {
  useLayoutEffect(() => {
    if (ready) return;
    const hold = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      if (isPaletteKey(event)) {
        event.preventDefault();
        onPalette();
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isNotForShortcuts(event.target)) return;
      held.push({ event, at: Date.now() });
      if (!onlineManager.isOnline()) notify('Keyboard shortcuts work once the connection is back.');
      commandKeys.load().catch(() => {
        notify('The keyboard shortcuts could not be loaded: reload the page.');
      });
    };
    document.addEventListener('keydown', hold);
    return () => document.removeEventListener('keydown', hold);
  }, [ready, held, onPalette, notify]);
}

export function CommandBar() {
  const [open, setOpen] = useState<PaletteMode | 'shortcuts' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const openPalette = useCallback(() => setOpen('all'), []);
  const keys = useLazyPart(commandKeys);
  const [held] = useState<HeldKey[]>([]);
  useKeysBeforeTheirCode(keys !== null, held, openPalette, setNotice);

  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <Trigger
        type="button"
        onClick={() => setOpen('all')}
        // The name starts with what the button shows (axe: label-content-name-mismatch); on a phone
        // the button shows only its icon, and the name still says what it does.
        aria-label={`Go to… ${shortcut}`}
        aria-keyshortcuts="Control+K Meta+K"
      >
        <SearchIcon aria-hidden />
        <span className="label" aria-hidden>
          Go to…
        </span>
        <kbd aria-hidden>{shortcut}</kbd>
      </Trigger>
      <Suspense fallback={null}>
        {open === 'all' || open === 'workflow-name' ? (
          <PaletteDialog
            key={open}
            mode={open}
            onClose={() => setOpen(null)}
            onShowShortcuts={() => setOpen('shortcuts')}
            onOpenByName={() => setOpen('workflow-name')}
            notify={setNotice}
          />
        ) : null}
        {open === 'shortcuts' ? <ShortcutsDialog onClose={() => setOpen(null)} /> : null}
      </Suspense>
      {keys ? <keys.CommandKeys held={held} onOpen={setOpen} notify={setNotice} /> : null}
      <CommandNotice text={notice} onDone={clearNotice} />
    </>
  );
}
