/**
 * Two ready sides compared: the toolbar, the canvases (side by side, overlaid, one side) or the
 * changes-only hunks, and the change panel. Opens readable (see viewport/viewport-math.ts), steps
 * through the changes with n and p, goes full screen with f (Escape leaves).
 */
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { CanvasStage } from './canvas/canvas-stage';
import { ChangePanel } from './change-panel';
import { compareSides, type Change } from './changes';
import { CompareToolbar } from './compare-toolbar';
import { defaultView, viewLabels, type CompareViewName } from './compare-views';
import { draftSummary } from './draft-summary';
import { ChangesView } from './hunks/changes-view';
import { nodeFlags } from './layout-diff';
import type { CompareSide } from './sides/side';
import { stageCanvases, withFocus } from './stage-canvases';
import type { IconsByActionType } from './to-flow';
import { useFillHeight } from './use-fill-height';
import { openingFocusId } from './viewport/opening-focus';

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export interface ComparisonViewProps {
  base: CompareSide;
  head: CompareSide;
  /** The workflow's draft flag when the pair is its published layout and its draft. */
  hasDraft: boolean | null;
  picker: ReactNode;
  /** Null: the default for the layout's size. */
  view: CompareViewName | null;
  nodeId: string | null;
  hideMoves: boolean;
  panelOpen: boolean;
  hunksOverlay: boolean;
  icons: IconsByActionType;
  onViewChange: (view: CompareViewName) => void;
  onNodeChange: (nodeId: string | null) => void;
  onHideMovesChange: (hide: boolean) => void;
  onHunksOverlayChange: (overlay: boolean) => void;
  onPanelChange: (open: boolean) => void;
  canvasLink: (nodeId: string) => string;
  problems: ReactNode;
}

export function ComparisonView(props: ComparisonViewProps) {
  const { base, head, nodeId, hideMoves, icons, panelOpen } = props;
  const comparison = useMemo(
    () => compareSides(base, head, props.hasDraft),
    [base, head, props.hasDraft],
  );
  const flags = useMemo(() => nodeFlags(comparison.layout), [comparison]);
  const changes = useMemo(
    () =>
      hideMoves ? comparison.changes.filter((change) => change.effective) : comparison.changes,
    [comparison, hideMoves],
  );
  const same = comparison.changes.length === 0;
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const fallback = defaultView(comparison, narrow);
  const view: CompareViewName = same ? 'published' : (props.view ?? fallback);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // Stacked on a narrow screen, the two canvases of the split view need twice the room.
  const minHeight = same ? 420 : narrow && view === 'split' ? 640 : 460;
  const { ref: fillRef, height: fillHeight } = useFillHeight(minHeight, !fullScreen);
  const [windowHeight, setWindowHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setWindowHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  const height = fullScreen ? windowHeight - 16 : fillHeight;

  const chosen = changes.find((change) => change.key === chosenKey);
  // The URL's node wins (back/forward, pasted links); a chosen change that is not about a node stays.
  const selected: Change | undefined =
    chosen && chosen.nodeId === nodeId
      ? chosen
      : nodeId !== null
        ? changes.find((change) => change.nodeId === nodeId)
        : chosen;

  const select = (change: Change) => {
    setChosenKey(change.key);
    setFocusRequest((count) => count + 1);
    props.onNodeChange(change.nodeId);
  };
  const selectNode = (id: string) => {
    setChosenKey(changes.find((change) => change.nodeId === id)?.key ?? null);
    props.onNodeChange(id);
  };
  const step = (direction: 1 | -1) => {
    if (changes.length === 0) return;
    const index = selected ? changes.indexOf(selected) : direction === 1 ? -1 : changes.length;
    const next = changes[(index + direction + changes.length) % changes.length];
    if (next) select(next);
  };

  // One key listener, added once, acting on the current state.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    if (event.key === 'n') step(1);
    else if (event.key === 'p') step(-1);
    else if (event.key === 'f') setFullScreen((full) => !full);
    else if (event.key === 'Escape' && fullScreen) setFullScreen(false);
  });
  // Added in the commit that shows the view (a layout effect), so an early key press is heard.
  useLayoutEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const focusId = selected?.nodeId ?? nodeId;
  const overlayFocusId =
    focusId !== null && !comparison.head.nodeById.has(focusId) ? `ghost:${focusId}` : focusId;
  // Only the graphs the current view shows are built (they are the costly part for big layouts).
  const canvases = useMemo(
    () =>
      stageCanvases({
        view,
        comparison,
        flags,
        icons,
        showMoves: !hideMoves,
        titles: { base: base.title, head: head.title },
      }),
    [view, comparison, flags, icons, hideMoves, base.title, head.title],
  );
  // New node arrays make React Flow re-read every node: rebuilt only when the graph or focus changes.
  const shown = useMemo(
    () =>
      canvases.map((canvas) => ({
        ...canvas,
        graph: withFocus(canvas.graph, canvas.id === 'canvas-overlay' ? overlayFocusId : focusId),
      })),
    [canvases, focusId, overlayFocusId],
  );
  const opening = useMemo(
    () =>
      openingFocusId({
        urlNode: nodeId,
        changes: comparison.changes,
        layouts: [comparison.head, comparison.base],
        has: (id) => canvases.some((canvas) => canvas.graph.positions.has(id)),
      }),
    // Only when the canvases change: later choices are focus requests, not openings.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [canvases, comparison],
  );

  const labels = viewLabels(base.title, head.title);
  const summary = draftSummary(comparison.state, { base: base.name, head: head.name });
  const effective = comparison.changes.filter((change) => change.effective).length;
  const count = `${plural(effective, 'change')}${comparison.changes.length > effective ? `, ${comparison.changes.length - effective} layout-only` : ''}`;

  return (
    <Box>
      {same ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          {props.picker}
          <Box role="status" sx={{ typography: 'body1' }}>
            {summary.text}
          </Box>
        </Box>
      ) : (
        <CompareToolbar
          picker={props.picker}
          view={view}
          labels={labels}
          onViewChange={props.onViewChange}
          hideMoves={hideMoves}
          onHideMovesChange={props.onHideMovesChange}
          hunksOverlay={props.hunksOverlay}
          onHunksOverlayChange={props.onHunksOverlayChange}
          count={count}
          panelOpen={panelOpen}
          onPanelChange={props.onPanelChange}
          onFullScreen={view === 'changes' ? () => setFullScreen(true) : null}
        />
      )}
      {props.problems}
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexDirection: { xs: 'column', lg: 'row' },
          alignItems: { lg: 'flex-start' },
        }}
      >
        <Box
          ref={fillRef}
          role={fullScreen ? 'dialog' : undefined}
          aria-modal={fullScreen ? true : undefined}
          aria-label={fullScreen ? 'Full screen' : undefined}
          sx={
            fullScreen
              ? {
                  position: 'fixed',
                  inset: 0,
                  zIndex: 'modal',
                  bgcolor: 'background.default',
                  p: 1,
                }
              : { flex: 1, minWidth: 0 }
          }
        >
          <ErrorBoundary what="the canvas" resetKeys={[comparison, view]}>
            {view === 'changes' ? (
              <ChangesView
                comparison={comparison}
                changes={changes}
                base={base}
                head={head}
                flags={flags}
                icons={icons}
                overlay={props.hunksOverlay}
                hideMoves={hideMoves}
                height={height}
                canvasLink={props.canvasLink}
                selectedKey={selected?.key ?? null}
                fullScreen={fullScreen}
                onFullScreenChange={setFullScreen}
              />
            ) : (
              <CanvasStage
                key={view}
                canvases={shown}
                focusId={focusId}
                openingFocusId={opening}
                focusRequest={focusRequest}
                height={height}
                fullScreen={fullScreen}
                onFullScreenChange={setFullScreen}
                onNodeClick={selectNode}
              />
            )}
          </ErrorBoundary>
        </Box>
        {panelOpen && !same ? (
          <ChangePanel
            comparison={comparison}
            summary={summary}
            changes={changes}
            selectedKey={selected?.key ?? null}
            focusId={focusId}
            height={height}
            resetKeys={[comparison, hideMoves]}
            onSelect={select}
            onStep={step}
          />
        ) : null}
      </Box>
      {!panelOpen && !same ? (
        <Box role="status" className="visually-hidden">
          {summary.text}
        </Box>
      ) : null}
    </Box>
  );
}
