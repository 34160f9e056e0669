/**
 * The command palette (Ctrl+K / Cmd+K, or the top bar's button): type to find a screen, a record
 * visited recently, a workflow by key, id or name, an action type by id or name, a user by key or an
 * installed app by identifier, or to run a command (switch theme, open a workflow by name, discard
 * this workflow's draft, compare it with another, copy the link), each shown with its key. Results
 * are real links (middle-click and copy work), commands are buttons; the arrow keys move between
 * them, Enter on the text runs or opens the first. "Open workflow by name" searches every page of
 * the acting user's workflows, with progress.
 */
import Dialog from '@mui/material/Dialog';
import { styled, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { connectionStore } from '@/config/connection';
import { toggleTimeStyle } from '@/config/preferences';
import { recentScope, recentStore } from '@/config/recent';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useStore } from '@/lib/store';
import type { CommandId } from '@/lib/shortcut-keys';
import { commandResults } from './commands';
import {
  identifierIn,
  KIND_WORDS,
  recentResults,
  screenResults,
  type PaletteResult,
  type PaletteSection,
} from './palette-items';
import { usePaletteLookups } from './use-palette-lookups';
import { useRunCommand } from './use-run-command';
import { useWorkflowsByName } from './use-workflows-by-name';

/** What the palette searches: everything, or (Open workflow by name) the workflows' names. */
export type PaletteMode = 'all' | 'workflow-name';

const Input = styled('input')(({ theme }) => ({
  font: 'inherit',
  fontSize: '1rem',
  width: '100%',
  padding: '14px 16px',
  border: 0,
  borderBottom: `1px solid ${theme.palette.divider}`,
  background: 'transparent',
  color: theme.palette.text.primary,
  outline: 'none',
}));

const resultLook = ({ theme }: { theme: Theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '8px 16px',
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { background: theme.palette.action.selected, outline: 'none' },
  '&:focus-visible': { boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}` },
});
const ResultLink = styled(RouterLink)(resultLook);
const ResultButton = styled('button')(({ theme }) => ({
  ...resultLook({ theme }),
  width: '100%',
  border: 0,
  background: 'transparent',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
}));

const Kbd = styled('kbd')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.7rem',
  padding: '1px 5px',
  borderRadius: 4,
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.secondary,
}));

function Result({ result, onChosen, onCommand }: ResultProps & { result: PaletteResult }) {
  const body = <ResultBody result={result} />;
  return (
    <li>
      {result.command ? (
        <ResultButton
          type="button"
          data-result
          onClick={() => onCommand(result.command as CommandId)}
        >
          {body}
        </ResultButton>
      ) : (
        <ResultLink to={result.to ?? '/'} data-result onClick={onChosen}>
          {body}
        </ResultLink>
      )}
    </li>
  );
}

interface ResultProps {
  onChosen: () => void;
  onCommand: (id: CommandId) => void;
}

function ResultBody({ result }: { result: PaletteResult }) {
  return (
    <>
      <span style={{ flex: 1, minWidth: 0 }}>
        <Typography
          variant="body2"
          component="span"
          sx={{ fontWeight: 600, display: 'block' }}
          noWrap
        >
          {result.label}
        </Typography>
        <Typography
          variant="caption"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
          noWrap
        >
          <span className="visually-hidden">, </span>
          {KIND_WORDS[result.kind]}
          {result.detail ? ` · ${result.detail}` : ''}
        </Typography>
      </span>
      {result.keys ? (
        <span>
          <span className="visually-hidden">
            , shortcut: {result.keys.join(result.keys[0] === 'Shift' ? ' + ' : ' then ')}
          </span>
          {result.keys.map((key) => (
            <Kbd key={key} aria-hidden style={{ marginLeft: 4 }}>
              {key}
            </Kbd>
          ))}
        </span>
      ) : null}
    </>
  );
}

function Section({ section, ...handlers }: ResultProps & { section: PaletteSection }) {
  const id = `palette-${section.title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Typography
        id={id}
        component="h2"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', px: 2, pt: 1, lineHeight: 2 }}
      >
        {section.title}
      </Typography>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {section.results.map((result) => (
          <Result key={result.key} result={result} {...handlers} />
        ))}
      </ul>
    </section>
  );
}

/** Moves the focus among the results with the arrow keys (and back to the text above the first). */
function moveFocus(event: KeyboardEvent, list: HTMLElement | null, input: HTMLInputElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...(list?.querySelectorAll<HTMLElement>('[data-result]') ?? [])];
  if (links.length === 0) return;
  event.preventDefault();
  const at = links.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  if (next < 0) input?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

interface PaletteDialogProps {
  mode: PaletteMode;
  onClose: () => void;
  onShowShortcuts: () => void;
  /** "Open workflow by name": the palette again, searching workflows by name. */
  onOpenByName: () => void;
  /** Says what a command did (a copied link), briefly. */
  notify: (text: string) => void;
}

/** The lines under the results: what was not found, and look-ups that failed (never above them). */
function Notes({ lines }: { lines: readonly string[] }): ReactNode {
  return lines.map((line) => (
    <Typography key={line} variant="body2" color="text.secondary" sx={{ px: 2, py: 0.5 }}>
      {line}
    </Typography>
  ));
}

export default function PaletteDialog(props: PaletteDialogProps) {
  const { mode, onClose, onShowShortcuts, onOpenByName, notify } = props;
  const runner = useRunCommand({ openByName: onOpenByName, notify });
  // Runs a command: the palette closes first (or, for "Open workflow by name", changes mode).
  const onCommand = (id: CommandId) => {
    if (id !== 'open-by-name') onClose();
    runner.run(id);
  };
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query, 200);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const userKey = useActingUserKey();
  const scope = recentScope(useStore(connectionStore));
  const recent = useStore(recentStore)[scope] ?? [];
  const byName = mode === 'workflow-name';
  const lookups = usePaletteLookups(
    byName ? null : identifierIn(settled),
    byName ? '' : settled,
    userKey,
  );
  const named = useWorkflowsByName(userKey, byName ? settled : '', byName);
  // The text takes the focus as it appears (inside the dialog's portal, after the dialog itself).
  const attachInput = useCallback((node: HTMLInputElement | null) => {
    inputRef.current = node;
    node?.focus();
  }, []);

  const commands = commandResults(query, runner.context).map((command) => ({
    key: `command:${command.id}`,
    kind: 'command' as const,
    label: command.label,
    detail: command.detail,
    keys: command.keys,
    command: command.id,
  }));
  const sections: PaletteSection[] = (
    byName
      ? [{ title: 'Workflows', results: named.results }]
      : [
          { title: 'Recent', results: recentResults(query, recent) },
          ...lookups.sections,
          { title: 'Commands', results: commands },
          { title: 'Screens', results: screenResults(query) },
        ]
  ).filter((section) => section.results.length > 0);
  const count = sections.reduce((sum, section) => sum + section.results.length, 0);
  const first = sections[0]?.results[0];
  // A key or id that names nothing is said only when nothing else was found.
  const notes = [...(count === 0 ? lookups.misses : []), ...lookups.failures];
  const choose = (result: PaletteResult) => {
    if (result.command) {
      onCommand(result.command);
      return;
    }
    onClose();
    if (result.to) void navigate(result.to);
  };
  const status = byName
    ? named.status
    : lookups.pending
      ? 'Looking it up…'
      : `${String(count)} result${count === 1 ? '' : 's'}. Arrow keys move between them; Enter opens the first.`;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="palette-title"
      // The text field takes the focus itself (below), not the dialog's frame.
      disableAutoFocus
      sx={{
        '& .MuiDialog-container': { alignItems: 'flex-start' },
        '& .MuiDialog-paper': { mt: '10vh' },
      }}
      onKeyDown={(event) => moveFocus(event, listRef.current, inputRef.current)}
    >
      <div>
        <h2 id="palette-title" className="visually-hidden">
          {byName ? 'Open workflow by name' : 'Command palette'}
        </h2>
        <Input
          ref={attachInput}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && first) {
              event.preventDefault();
              choose(first);
            }
          }}
          placeholder={
            byName
              ? `A workflow’s name (of user “${userKey}”)…`
              : 'Go to a screen, run a command, find a record…'
          }
          aria-label={byName ? 'Workflow name' : 'Search screens and records'}
          aria-describedby="palette-status"
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
        />
        <Typography
          id="palette-status"
          variant="caption"
          color="text.secondary"
          component="p"
          aria-live="polite"
          sx={{ px: 2, pt: 1 }}
        >
          {status}
        </Typography>
        <div ref={listRef} style={{ maxHeight: '60vh', overflowY: 'auto', paddingBottom: 8 }}>
          {sections.map((section) => (
            <Section
              key={section.title}
              section={section}
              onChosen={onClose}
              onCommand={onCommand}
            />
          ))}
          <Notes lines={notes} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1 }}>
            <button type="button" className="link-button" onClick={onShowShortcuts}>
              Keyboard shortcuts (?)
            </button>
            {' · '}
            <button
              type="button"
              className="link-button"
              onClick={() => {
                toggleTimeStyle();
                onClose();
              }}
            >
              Switch relative / absolute times (t)
            </button>
          </Typography>
        </div>
      </div>
    </Dialog>
  );
}
