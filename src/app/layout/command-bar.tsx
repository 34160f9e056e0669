/**
 * The top bar's way to everything: a button that opens the command palette, and the keyboard
 * shortcuts (./shortcut-keys.ts). The palette and the shortcut list are separate chunks, loaded the
 * first time they open (so the first screen does not carry them).
 */
import SearchIcon from '@mui/icons-material/Search';
import { alpha, styled } from '@mui/material/styles';
import { whenOnline } from '@/lib/when-online';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaletteMode } from '../palette/palette-dialog';
import { useRunCommand } from '../palette/use-run-command';
import { toggleTimeStyle } from '@/config/preferences';
import { focusPageList } from '@/components/data-table/use-row-navigation';
import { G_TIMEOUT_MS, isPaletteKey, shortcutFor } from '@/lib/shortcut-keys';

const PaletteDialog = lazy(() => whenOnline(() => import('../palette/palette-dialog')));
const ShortcutsDialog = lazy(() => whenOnline(() => import('../palette/shortcuts-dialog')));

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

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="combobox"], [role="listbox"]') !== null
  );
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

export function CommandBar() {
  const [open, setOpen] = useState<PaletteMode | 'shortcuts' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const clearNotice = useCallback(() => setNotice(null), []);
  const navigate = useNavigate();
  const afterG = useRef(0);
  const commands = useRunCommand({ openByName: () => setOpen('workflow-name'), notify: setNotice });
  const runCommand = useRef(commands.run);
  useLayoutEffect(() => {
    runCommand.current = commands.run;
  });

  // A layout effect: the listener is there in the same commit that shows the page, so a key pressed
  // the moment the first screen appears is heard (a passive effect can run a frame later).
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const palette = isPaletteKey(event);
      if (!palette && (isEditable(event.target) || document.querySelector('[role="dialog"]')))
        return;
      const action = shortcutFor(event, Date.now() - afterG.current < G_TIMEOUT_MS);
      afterG.current = action.type === 'wait-for-screen' ? Date.now() : 0;
      switch (action.type) {
        case 'palette':
          event.preventDefault();
          setOpen('all');
          break;
        case 'command':
          if (runCommand.current(action.id)) event.preventDefault();
          break;
        case 'help':
          event.preventDefault();
          setOpen('shortcuts');
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
  }, [navigate]);

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
            context={commands.context}
            onClose={() => setOpen(null)}
            onShowShortcuts={() => setOpen('shortcuts')}
            onCommand={(id) => {
              if (id !== 'open-by-name') setOpen(null);
              commands.run(id);
            }}
          />
        ) : null}
        {open === 'shortcuts' ? <ShortcutsDialog onClose={() => setOpen(null)} /> : null}
      </Suspense>
      <CommandNotice text={notice} onDone={clearNotice} />
    </>
  );
}
