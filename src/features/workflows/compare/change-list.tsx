import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha, styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Badge } from '@/components/badge';
import { diffWords } from '@/lib/diff/text-diff';
import { CHANGE_KIND_INFO } from './change-kinds';
import { CHANGE_KINDS, type Change, type ChangeKind } from './changes';

/** One change: a plain button, light enough for lists of hundreds. */
const ChangeButton = styled('button')(({ theme }) => ({
  display: 'flex',
  gap: 8,
  width: '100%',
  padding: '6px 8px',
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  fontSize: '0.875rem',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { background: theme.palette.action.hover },
  '&[aria-current="true"]': { background: alpha(theme.palette.primary.main, 0.14) },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  '& .symbol': { width: 18, height: 18, flex: 'none', color: theme.palette.text.secondary },
  '& .symbol--success': { color: theme.palette.success.main },
  '& .symbol--error': { color: theme.palette.error.main },
  '& .symbol--warning': { color: theme.palette.warning.main },
  '& .symbol--info': { color: theme.palette.info.main },
  '& .title': { display: 'block', overflowWrap: 'break-word' },
  '& .detail': {
    display: 'block',
    color: theme.palette.text.secondary,
    fontSize: '0.8rem',
    overflowWrap: 'break-word',
  },
  '& .detail del': {
    background: alpha(theme.palette.error.main, 0.16),
    color: theme.palette.text.primary,
    textDecorationColor: theme.palette.error.main,
  },
  '& .detail ins': {
    background: alpha(theme.palette.success.main, 0.18),
    color: theme.palette.text.primary,
    textDecoration: 'underline',
    textDecorationColor: theme.palette.success.main,
  },
}));

/** A kind's count, and a toggle: pressed kinds are the ones listed (none pressed: every kind). */
function KindToggle({
  kind,
  count,
  pressed,
  onToggle,
}: {
  kind: ChangeKind;
  count: number;
  pressed: boolean;
  onToggle: () => void;
}) {
  const { Icon, label, tone } = CHANGE_KIND_INFO[kind];
  return (
    <KindButton type="button" aria-pressed={pressed} onClick={onToggle}>
      <Badge tone={tone} filled={pressed}>
        <Icon aria-hidden />
        {label}: {count}
      </Badge>
    </KindButton>
  );
}

const KindButton = styled('button')(({ theme }) => ({
  all: 'unset',
  cursor: 'pointer',
  borderRadius: 12,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/** A change's detail; a changed text (a trigger's key, a condition's value) word by word. */
export function ChangeDetail({ change }: { change: Change }) {
  const before = change.field?.before;
  const after = change.field?.after;
  if (typeof before === 'string' && typeof after === 'string') {
    return (
      <span className="detail">
        {diffWords(before, after).map((segment, index) =>
          segment.kind === 'removed' ? (
            <del key={index}>{segment.text}</del>
          ) : segment.kind === 'added' ? (
            <ins key={index}>{segment.text}</ins>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
      </span>
    );
  }
  return change.detail ? <span className="detail">{change.detail}</span> : null;
}

interface ChangeListProps {
  changes: Change[];
  counts: Record<ChangeKind, number>;
  selectedKey: string | null;
  onSelect: (change: Change) => void;
  onStep: (direction: 1 | -1) => void;
  /** The kinds listed (the chips pressed); none: every kind. */
  kinds: readonly ChangeKind[];
  onKindsChange: (kinds: ChangeKind[]) => void;
}

/**
 * The text path through the diff: counts per kind, every change as a button, previous/next stepping
 * (also with the n and p keys anywhere on the page, and the arrow keys in the list).
 */
/** Long lists show this many at first (a 2,000-node draft can have hundreds of changes). */
const FIRST_SHOWN = 60;

export function ChangeList(props: ChangeListProps) {
  const { changes, counts, selectedKey, onSelect, onStep, kinds: pressed } = props;
  const index = changes.findIndex((change) => change.key === selectedKey);
  const [showAll, setShowAll] = useState(false);
  // Stepping past the first part shows the rest.
  const shown = showAll || index >= FIRST_SHOWN ? changes : changes.slice(0, FIRST_SHOWN);
  const selected = index >= 0 ? changes[index] : undefined;
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!selectedKey) return;
    const item = listRef.current?.querySelector<HTMLElement>(
      `[data-key="${CSS.escape(selectedKey)}"]`,
    );
    item?.scrollIntoView({ block: 'nearest' });
  }, [selectedKey]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    onStep(event.key === 'ArrowDown' ? 1 : -1);
    requestAnimationFrame(() => {
      listRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    });
  };

  const kinds = CHANGE_KINDS.filter((kind) => counts[kind] > 0);
  return (
    <Box component="section" aria-labelledby="change-list-title">
      <Typography
        id="change-list-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600 }}
      >
        Changes ({changes.length}
        {pressed.length > 0 ? ' of the kinds chosen' : ''})
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={0.5}
        sx={{ flexWrap: 'wrap', my: 1 }}
        aria-label="Changes by kind: press to list only those kinds"
        role="group"
      >
        {kinds.map((kind) => (
          <KindToggle
            key={kind}
            kind={kind}
            count={counts[kind]}
            pressed={pressed.includes(kind)}
            onToggle={() =>
              props.onKindsChange(
                pressed.includes(kind)
                  ? pressed.filter((other) => other !== kind)
                  : CHANGE_KINDS.filter((other) => other === kind || pressed.includes(other)),
              )
            }
          />
        ))}
        {pressed.length > 0 ? (
          <Button size="small" onClick={() => props.onKindsChange([])}>
            All kinds
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ArrowUpward />}
          disabled={changes.length === 0}
          onClick={() => onStep(-1)}
          aria-keyshortcuts="p"
          aria-label="Previous change"
        >
          Previous
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ArrowDownward />}
          disabled={changes.length === 0}
          onClick={() => onStep(1)}
          aria-keyshortcuts="n"
          aria-label="Next change"
        >
          Next
        </Button>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" aria-live="polite">
        {selected
          ? `Change ${index + 1} of ${changes.length}: ${selected.title}`
          : 'Choose a change, or press n and p to step through them.'}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          Nothing to list.
        </Typography>
      ) : (
        <Box
          component="ul"
          ref={listRef}
          onKeyDown={onKeyDown}
          aria-label="Changes"
          sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 520, overflow: 'auto' }}
        >
          {shown.map((change) => {
            const info = CHANGE_KIND_INFO[change.kind];
            const current = change.key === selectedKey;
            return (
              <li key={change.key}>
                <ChangeButton
                  type="button"
                  data-key={change.key}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => onSelect(change)}
                >
                  <info.Icon aria-hidden className={`symbol symbol--${info.tone}`} />
                  <span>
                    <span className="title">{change.title}</span>
                    <ChangeDetail change={change} />
                  </span>
                </ChangeButton>
              </li>
            );
          })}
        </Box>
      )}
      {shown.length < changes.length ? (
        <Button size="small" onClick={() => setShowAll(true)} sx={{ mt: 1 }}>
          Show all {changes.length} changes
        </Button>
      ) : null}
    </Box>
  );
}
