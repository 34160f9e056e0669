/**
 * `?view=changes`: every effective change as a hunk (the changed nodes and their neighbours), in the
 * order of the change list. Only the hunks on screen are mounted, so hundreds of them scroll
 * smoothly; each hunk's height is worked out from its layout and corrected once measured.
 */
import '../canvas/canvas.css';
import './hunks.css';
import { useTheme } from '@mui/material/styles';
import { useVirtualizer } from '@tanstack/react-virtual';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Button from '@mui/material/Button';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { NODE_HEIGHT } from '../auto-layout';
import type { Change, WorkflowComparison } from '../changes';
import { themeVariables } from '../canvas/theme-variables';
import type { CompareSide } from '../sides/side';
import type { FlagsById, IconsByActionType } from '../to-flow';
import { HUNK_PADDING, HUNK_ROW_GAP, nodesPerRow } from './hunk-layout';
import { HunkCard } from './hunk-card';
import { buildHunks, foldedCount, type Hunk } from './hunks';

/** Below this width the two versions of a hunk are stacked instead of side by side. */
const SIDE_BY_SIDE_FROM = 720;
const GAP = 16;

interface ChangesViewProps {
  comparison: WorkflowComparison;
  changes: Change[];
  base: CompareSide;
  head: CompareSide;
  flags: FlagsById;
  icons: IconsByActionType;
  overlay: boolean;
  hideMoves: boolean;
  height: number;
  canvasLink: (nodeId: string) => string;
  /** The change chosen in the list: its hunk is scrolled into view. */
  selectedKey: string | null;
  fullScreen: boolean;
  onFullScreenChange: (full: boolean) => void;
}

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setWidth(Math.round(element.clientWidth) || 800);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** A first guess of a hunk's height (the virtualiser measures the real one once it is drawn). */
function estimate(hunk: Hunk, perRow: number, stacked: boolean): number {
  const header = 56 + (hunk.changes.length - foldedCount(hunk.changes.length)) * 44;
  if (hunk.kind === 'field') return header + 80 + 36 * 4;
  if (hunk.kind === 'other') return header;
  const nodes = hunk.changed.length + hunk.context.length;
  const rows = Math.max(3, Math.ceil(nodes / perRow));
  const graph = rows * (NODE_HEIGHT + HUNK_ROW_GAP) + HUNK_PADDING * 2 + 28;
  return header + (stacked ? graph * 2 : graph) + GAP;
}

export function ChangesView(props: ChangesViewProps) {
  const { comparison, changes, base, head, overlay, height } = props;
  const hunks = useMemo(
    () => buildHunks(changes, [comparison.base, comparison.head]),
    [changes, comparison],
  );
  const firsts = useMemo(() => {
    const list: number[] = [];
    let next = 1;
    for (const hunk of hunks) {
      list.push(next);
      next += hunk.changes.length;
    }
    return list;
  }, [hunks]);
  const total = hunks.reduce((sum, hunk) => sum + hunk.changes.length, 0);
  const theme = useTheme();
  const style = useMemo(() => themeVariables(theme), [theme]);
  const { ref, width } = useWidth();
  const stacked = overlay || width < SIDE_BY_SIDE_FROM;
  const perRow = nodesPerRow(stacked ? width - 32 : (width - 32 - GAP) / 2);
  const scroller = useRef<HTMLDivElement>(null);
  const scrollerHeight = props.fullScreen ? height - 40 : height;
  const rect = useMemo(() => ({ width, height: scrollerHeight }), [width, scrollerHeight]);
  // The console does not run React Compiler, so nothing memoises what the virtualizer returns; this
  // component renders afresh on every scroll, as the virtualizer needs.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: hunks.length,
    getScrollElement: () => scroller.current,
    // The scroller's size is known (it is set here), so it is not measured (the same in jsdom).
    initialRect: rect,
    observeElementRect: (_instance, onRect) => onRect(rect),
    estimateSize: (index) => {
      const hunk = hunks[index];
      return hunk ? estimate(hunk, perRow, stacked && !overlay) : 200;
    },
    overscan: 2,
    getItemKey: (index) => hunks[index]?.key ?? index,
    // An element that measures nothing (not laid out, as in jsdom) keeps its estimate.
    measureElement: (element) => {
      const measured = element.getBoundingClientRect().height;
      if (measured > 0) return measured;
      const hunk = hunks[Number(element.getAttribute('data-index'))];
      return hunk ? estimate(hunk, perRow, stacked && !overlay) : 200;
    },
  });

  const { selectedKey } = props;
  useEffect(() => {
    if (selectedKey === null) return;
    const index = hunks.findIndex((hunk) =>
      hunk.changes.some((change) => change.key === selectedKey),
    );
    if (index >= 0) virtualizer.scrollToIndex(index, { align: 'start' });
  }, [selectedKey, hunks, virtualizer]);

  if (hunks.length === 0) {
    return (
      <p className="wfc-changes__empty" style={style}>
        Nothing changed but the layout: {changes.length} layout-only change
        {changes.length === 1 ? '' : 's'} (moves or size). The canvas views show them.
      </p>
    );
  }
  return (
    <div
      ref={ref}
      className={stacked && !overlay ? 'wfc-changes wfc-changes--stacked' : 'wfc-changes'}
      style={style}
    >
      {props.fullScreen ? (
        <Button
          size="small"
          startIcon={<FullscreenExit />}
          onClick={() => props.onFullScreenChange(false)}
          aria-keyshortcuts="Escape"
          sx={{ mb: 1 }}
        >
          Leave full screen
        </Button>
      ) : null}
      <div
        ref={scroller}
        className="wfc-changes__scroller"
        style={{ height: scrollerHeight }}
        // A scrolled region is reached and scrolled by keyboard too.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={`Changes only: ${total} effective change${total === 1 ? '' : 's'} in ${hunks.length} group${hunks.length === 1 ? '' : 's'}`}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {width > 0
            ? virtualizer.getVirtualItems().map((item) => {
                const hunk = hunks[item.index];
                if (!hunk) return null;
                return (
                  <div
                    key={item.key}
                    data-index={item.index}
                    ref={virtualizer.measureElement}
                    className="wfc-changes__item"
                    style={{ transform: `translateY(${item.start}px)` }}
                  >
                    <HunkCard
                      hunk={hunk}
                      first={firsts[item.index] ?? 1}
                      total={total}
                      comparison={comparison}
                      flags={props.flags}
                      icons={props.icons}
                      overlay={overlay}
                      perRow={perRow}
                      baseTitle={base.title}
                      headTitle={head.title}
                      baseFields={base.fields}
                      headFields={head.fields}
                      canvasLink={props.canvasLink}
                      hideMoves={props.hideMoves}
                    />
                  </div>
                );
              })
            : null}
        </div>
      </div>
    </div>
  );
}
