/**
 * The options list of an AsyncSelect, virtualised: rows have one fixed height, so only the rows in
 * view (plus a few) are in the DOM, whatever the list's length. Asks for more when scrolled near
 * its end.
 */
import { alpha, styled } from '@mui/material/styles';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { valueKey, type SelectOption } from '../../model/options';

export const ROW_HEIGHT = 40;
export const VISIBLE_ROWS = 8;
const OVERSCAN = 6;
/** Rows from the end at which more options are asked for. */
const NEAR_END = 10;

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
  const [scrollTop, setScrollTop] = useState(0);
  const viewport = Math.min(options.length, VISIBLE_ROWS) * ROW_HEIGHT;

  // Keep the active option in view when the keyboard moves it.
  useEffect(() => {
    const list = ref.current;
    if (!list || activeIndex < 0) return;
    const top = activeIndex * ROW_HEIGHT;
    if (top < list.scrollTop) list.scrollTop = top;
    else if (top + ROW_HEIGHT > list.scrollTop + viewport)
      list.scrollTop = top + ROW_HEIGHT - viewport;
    setScrollTop(list.scrollTop);
  }, [activeIndex, viewport]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(options.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);
  const nearEnd = last >= options.length - NEAR_END;
  useEffect(() => {
    if (nearEnd) onNearEnd();
  }, [nearEnd, options.length, onNearEnd]);

  const keepFocus = (event: MouseEvent) => event.preventDefault();
  const rows = options.slice(first, last).map((option, offset) => {
    const index = first + offset;
    const key = valueKey(option.value);
    return (
      <Row
        key={key}
        id={optionId(index)}
        role="option"
        aria-selected={key === selected}
        aria-setsize={options.length}
        aria-posinset={index + 1}
        className={index === activeIndex ? 'active' : undefined}
        style={{ top: index * ROW_HEIGHT }}
        onMouseDown={keepFocus}
        onMouseMove={() => {
          if (index !== activeIndex) onHover(index);
        }}
        onClick={() => onPick(option)}
      >
        <span className="label">{option.label}</span>
        {option.label !== String(option.value) ? <span className="value">{key}</span> : null}
      </Row>
    );
  });
  return (
    <div
      ref={ref}
      id={id}
      role="listbox"
      aria-label={`${label} options`}
      tabIndex={-1}
      onMouseDown={keepFocus}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      style={{ height: viewport, overflowY: 'auto' }}
    >
      <div
        role="presentation"
        style={{ position: 'relative', height: options.length * ROW_HEIGHT }}
      >
        {rows}
      </div>
    </div>
  );
}
