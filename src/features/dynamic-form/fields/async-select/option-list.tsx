/**
 * The options list of an AsyncSelect, windowed by @tanstack/react-virtual: rows have one fixed
 * height, so only the rows in view (plus a few) are in the DOM, whatever the list's length. Asks for
 * more when scrolled near its end, and keeps the active option in view.
 */
import { alpha, styled } from '@mui/material/styles';
import { useVirtualizer, type Rect } from '@tanstack/react-virtual';
import { useEffect, useRef, type MouseEvent } from 'react';
import { valueKey, type SelectOption } from '../../model/options';
import { useFormStrings } from '../../strings';
import { ROW_HEIGHT, VISIBLE_ROWS, offsetShowing } from './list-geometry';

const OVERSCAN = 6;
/** Rows from the end at which more options are asked for. */
const NEAR_END = 10;
/** The list is never taller than this; a shorter list shows all its rows anyway. */
const MAX_VIEWPORT = VISIBLE_ROWS * ROW_HEIGHT;
const VIEWPORT_RECT: Rect = { width: 0, height: MAX_VIEWPORT };

const Row = styled('div')(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  height: ROW_HEIGHT,
  padding: '0 12px',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  cursor: 'pointer',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  '&[aria-selected="true"]': { fontWeight: 600 },
  '&.active': { background: alpha(theme.palette.primary.main, 0.12) },
  '& .value': {
    marginLeft: 'auto',
    fontFamily: 'monospace',
    fontSize: '0.75rem',
    color: theme.palette.text.secondary,
  },
  '& .label': { overflow: 'hidden', textOverflow: 'ellipsis' },
}));

interface OptionListProps {
  id: string;
  label: string;
  options: readonly SelectOption[];
  activeIndex: number;
  selected: string | null;
  optionId: (index: number) => string;
  onPick: (option: SelectOption) => void;
  onHover: (index: number) => void;
  onNearEnd: () => void;
}

export function OptionList(props: OptionListProps) {
  const { id, label, options, activeIndex, selected, optionId, onPick, onHover, onNearEnd } = props;
  const ref = useRef<HTMLDivElement>(null);
  const strings = useFormStrings().select;
  const viewport = Math.min(options.length, VISIBLE_ROWS) * ROW_HEIGHT;
  // The console does not run React Compiler, so nothing memoises what the virtualizer returns; this
  // component renders afresh on every scroll, as the virtualizer needs.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => ref.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => {
      const option = options[index];
      return option ? valueKey(option.value) : index;
    },
    overscan: OVERSCAN,
    // The height is known, so it is not measured (no ResizeObserver, and the same in jsdom).
    initialRect: VIEWPORT_RECT,
    observeElementRect: (_instance, onRect) => onRect(VIEWPORT_RECT),
    // The list opens where its active option is (the chosen one).
    initialOffset: () => offsetShowing(activeIndex, 0, viewport),
  });

  // Keep the active option in view when the keyboard moves it; the scroll event that follows moves
  // the window of rendered rows.
  useEffect(() => {
    const list = ref.current;
    if (!list || activeIndex < 0) return;
    const offset = offsetShowing(activeIndex, list.scrollTop, viewport);
    if (offset !== list.scrollTop) list.scrollTop = offset;
  }, [activeIndex, viewport]);

  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? 0;
  const nearEnd = last >= options.length - NEAR_END;
  useEffect(() => {
    if (nearEnd) onNearEnd();
  }, [nearEnd, options.length, onNearEnd]);

  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const rows = items.map(({ index, key, start }) => {
    const option = options[index];
    if (!option) return null;
    const value = valueKey(option.value);
    return (
      <Row
        key={key}
        id={optionId(index)}
        role="option"
        aria-selected={value === selected}
        aria-setsize={options.length}
        aria-posinset={index + 1}
        className={index === activeIndex ? 'active' : undefined}
        style={{ top: start }}
        onMouseDown={keepFocus}
        onMouseMove={() => {
          if (index !== activeIndex) onHover(index);
        }}
        onClick={() => onPick(option)}
      >
        <span className="label">{option.label}</span>
        {option.label !== String(option.value) ? <span className="value">{value}</span> : null}
      </Row>
    );
  });
  return (
    <div
      ref={ref}
      id={id}
      role="listbox"
      aria-label={strings.list(label)}
      tabIndex={-1}
      onMouseDown={keepFocus}
      style={{ height: viewport, overflowY: 'auto' }}
    >
      <div role="presentation" style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {rows}
      </div>
    </div>
  );
}
