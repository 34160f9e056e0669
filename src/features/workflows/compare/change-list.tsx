import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Badge } from '@/components/badge';
import { CHANGE_KIND_INFO } from './change-kinds';
import { CHANGE_KINDS, type Change, type ChangeKind } from './changes';

interface ChangeListProps {
  changes: Change[];
  counts: Record<ChangeKind, number>;
  selectedKey: string | null;
  onSelect: (change: Change) => void;
  onStep: (direction: 1 | -1) => void;
}

/**
 * The text path through the diff: counts per kind, every change as a button, previous/next stepping
 * (also with the n and p keys anywhere on the page, and the arrow keys in the list).
 */
export function ChangeList({ changes, counts, selectedKey, onSelect, onStep }: ChangeListProps) {
  const index = changes.findIndex((change) => change.key === selectedKey);
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
        Changes ({changes.length})
      </Typography>
      <Stack
        direction="row"
        useFlexGap
        spacing={0.5}
        sx={{ flexWrap: 'wrap', my: 1 }}
        aria-label="Changes by kind"
        role="list"
      >
        {kinds.map((kind) => (
          <span role="listitem" key={kind}>
            <Badge tone={CHANGE_KIND_INFO[kind].tone}>
              {CHANGE_KIND_INFO[kind].symbol} {CHANGE_KIND_INFO[kind].label}: {counts[kind]}
            </Badge>
          </span>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ArrowUpward />}
          disabled={changes.length === 0}
          onClick={() => onStep(-1)}
          aria-keyshortcuts="p"
        >
          Previous change
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ArrowDownward />}
          disabled={changes.length === 0}
          onClick={() => onStep(1)}
          aria-keyshortcuts="n"
        >
          Next change
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
        <List
          dense
          ref={listRef}
          onKeyDown={onKeyDown}
          aria-label="Changes"
          sx={{ maxHeight: 520, overflow: 'auto' }}
        >
          {changes.map((change) => {
            const info = CHANGE_KIND_INFO[change.kind];
            const current = change.key === selectedKey;
            return (
              <ListItemButton
                key={change.key}
                data-key={change.key}
                selected={current}
                aria-current={current ? 'true' : undefined}
                onClick={() => onSelect(change)}
                sx={{ alignItems: 'flex-start', borderRadius: 1 }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 20,
                    flex: 'none',
                    fontWeight: 700,
                    color: info.tone === 'neutral' ? 'text.secondary' : `${info.tone}.main`,
                  }}
                >
                  {info.symbol}
                </Box>
                <ListItemText
                  primary={change.title}
                  secondary={change.detail || undefined}
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                    secondary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItemButton>
            );
          })}
        </List>
      )}
    </Box>
  );
}
