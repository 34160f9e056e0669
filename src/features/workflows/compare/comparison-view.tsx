/**
 * Two ready sides compared: the toolbar, the canvases (side by side, overlaid, one side) or the
 * changes-only hunks, and the change panel. Opens readable (see viewport/viewport-math.ts), steps
 * through the changes with n and p, goes full screen with f (Escape leaves).
 */
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useState, type ReactNode, type Ref } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { CanvasStage } from './canvas/canvas-stage';
import { ChangePanel } from './change-panel';
import { compareSides, type ChangeKind, type WorkflowComparison } from './changes';
import { CompareToolbar } from './compare-toolbar';
import { defaultView, viewLabels, type CompareViewName } from './compare-views';
import { draftSummary } from './draft-summary';
import { ChangesView } from './hunks/changes-view';
import { nodeFlags } from '@/lib/diff/layout-diff';
import type { CompareSide } from './sides/side';
import type { IconsByActionType } from './to-flow';
import { useChangeSelection } from './use-change-selection';
import { useCompareKeys } from './use-compare-keys';
import { useFillHeight } from './use-fill-height';
import { useShownCanvases } from './use-shown-canvases';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "3 changes, 1 layout-only": the toolbar's count. */
function changeCount(comparison: WorkflowComparison): string {
  const effective = comparison.changes.filter((change) => change.effective).length;
  const layoutOnly = comparison.changes.length - effective;
  return `${plural(effective, 'change')}${layoutOnly > 0 ? `, ${layoutOnly} layout-only` : ''}`;
}

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
  /** The kinds of change listed (`?kinds=`); none chosen: every kind. */
  kinds: readonly ChangeKind[];
  panelOpen: boolean;
  hunksOverlay: boolean;
  icons: IconsByActionType;
  onViewChange: (view: CompareViewName) => void;
  onKindsChange: (kinds: ChangeKind[]) => void;
  onNodeChange: (nodeId: string | null) => void;
  onHideMovesChange: (hide: boolean) => void;
  onHunksOverlayChange: (overlay: boolean) => void;
  onPanelChange: (open: boolean) => void;
  canvasLink: (nodeId: string) => string;
  problems: ReactNode;
}

/** The stage's height: down to the window's bottom, or the whole window in full screen. */
function useStageHeight(minHeight: number, fullScreen: boolean) {
  const { ref, height: fillHeight } = useFillHeight(minHeight, !fullScreen);
  const [windowHeight, setWindowHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = () => setWindowHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return { ref, height: fullScreen ? windowHeight - 16 : fillHeight };
}

/**
 * The comparison of the two sides, and the changes listed: layout-only ones hidden on request, and
 * only the kinds chosen by the change list's chips (all when none is chosen).
 */
function useComparison(props: ComparisonViewProps) {
  const { base, head, hasDraft, hideMoves, kinds } = props;
  const comparison = useMemo(() => compareSides(base, head, hasDraft), [base, head, hasDraft]);
  const flags = useMemo(() => nodeFlags(comparison.layout), [comparison]);
  const kindKey = kinds.join(',');
  const changes = useMemo(
    () =>
      comparison.changes.filter(
        (change) =>
          (!hideMoves || change.effective) &&
          (kindKey === '' || kindKey.split(',').includes(change.kind)),
      ),
    [comparison, hideMoves, kindKey],
  );
  return { comparison, flags, changes, same: comparison.changes.length === 0 };
}

export function ComparisonView(props: ComparisonViewProps) {
  const { base, head, nodeId, hideMoves, icons, panelOpen } = props;
  const { comparison, flags, changes, same } = useComparison(props);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const view: CompareViewName = same
    ? 'published'
    : (props.view ?? defaultView(comparison, narrow));
  const [fullScreen, setFullScreen] = useState(false);
  // Stacked on a narrow screen, the two canvases of the split view need twice the room.
  const minHeight = same ? 420 : narrow && view === 'split' ? 640 : 460;
  const stage = useStageHeight(minHeight, fullScreen);
  const selection = useChangeSelection(changes, nodeId, props.onNodeChange);
  useCompareKeys({ step: selection.step, fullScreen, setFullScreen });
  const { selected } = selection;
  const focusId = selected?.nodeId ?? nodeId;
  const canvases = useShownCanvases({
    view,
    comparison,
    flags,
    icons,
    hideMoves,
    titles: { base: base.title, head: head.title },
    focusId,
    nodeId,
  });
  const summary = draftSummary(comparison.state, { base: base.name, head: head.name });

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
          labels={viewLabels(base.title, head.title)}
          onViewChange={props.onViewChange}
          hideMoves={hideMoves}
          onHideMovesChange={props.onHideMovesChange}
          hunksOverlay={props.hunksOverlay}
          onHunksOverlayChange={props.onHunksOverlayChange}
          count={changeCount(comparison)}
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
        <StageFrame frameRef={stage.ref} fullScreen={fullScreen}>
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
                height={stage.height}
                canvasLink={props.canvasLink}
                selectedKey={selected?.key ?? null}
                fullScreen={fullScreen}
                onFullScreenChange={setFullScreen}
              />
            ) : (
              <CanvasStage
                key={view}
                canvases={canvases.shown}
                focusId={focusId}
                openingFocusId={canvases.opening}
                focusRequest={selection.focusRequest}
                height={stage.height}
                fullScreen={fullScreen}
                onFullScreenChange={setFullScreen}
                onNodeClick={selection.selectNode}
              />
            )}
          </ErrorBoundary>
        </StageFrame>
        {panelOpen && !same ? (
          <ChangePanel
            comparison={comparison}
            summary={summary}
            changes={changes}
            selectedKey={selected?.key ?? null}
            focusId={focusId}
            height={stage.height}
            resetKeys={[comparison, hideMoves]}
            onSelect={selection.select}
            onStep={selection.step}
            kinds={props.kinds}
            onKindsChange={props.onKindsChange}
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

/** The box the canvases or hunks fill: beside the panel, or the whole window in full screen. */
function StageFrame({
  frameRef,
  fullScreen,
  children,
}: {
  frameRef: Ref<HTMLDivElement>;
  fullScreen: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      ref={frameRef}
      role={fullScreen ? 'dialog' : undefined}
      aria-modal={fullScreen ? true : undefined}
      aria-label={fullScreen ? 'Full screen' : undefined}
      sx={
        fullScreen
          ? { position: 'fixed', inset: 0, zIndex: 'modal', bgcolor: 'background.default', p: 1 }
          : { flex: 1, minWidth: 0 }
      }
    >
      {children}
    </Box>
  );
}
