/**
 * The canvases the current view shows, each focused on the selected node, and the node the view
 * opens on. Only the graphs the view shows are built (they are the costly part for big layouts).
 */
import { useMemo } from 'react';
import type { WorkflowComparison } from './changes';
import type { CompareViewName } from './compare-views';
import { stageCanvases, withFocus } from './stage-canvases';
import type { FlagsById, IconsByActionType } from './to-flow';
import { openingFocusId } from './viewport/opening-focus';

interface ShownCanvasesInput {
  view: CompareViewName;
  comparison: WorkflowComparison;
  flags: FlagsById;
  icons: IconsByActionType;
  hideMoves: boolean;
  titles: { base: string; head: string };
  /** The node in focus: the selected change's, else the URL's. */
  focusId: string | null;
  /** The URL's node. */
  nodeId: string | null;
}

export function useShownCanvases(input: ShownCanvasesInput) {
  const { view, comparison, flags, icons, hideMoves, focusId, nodeId } = input;
  const { base: baseTitle, head: headTitle } = input.titles;
  // A node removed in the head shows as a ghost on the overlay.
  const overlayFocusId =
    focusId !== null && !comparison.head.nodeById.has(focusId) ? `ghost:${focusId}` : focusId;
  const canvases = useMemo(
    () =>
      stageCanvases({
        view,
        comparison,
        flags,
        icons,
        showMoves: !hideMoves,
        titles: { base: baseTitle, head: headTitle },
      }),
    [view, comparison, flags, icons, hideMoves, baseTitle, headTitle],
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
    // Only when the canvases change (not on nodeId): later choices are focus requests, not openings.
    [canvases, comparison],
  );
  return { shown, opening };
}
