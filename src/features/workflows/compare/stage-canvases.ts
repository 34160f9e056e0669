/**
 * The canvases a view shows (none for the changes view, two for side by side, one otherwise), with
 * their accessible names and corner titles. Pure: only the graphs the view shows are built, since
 * they are the costly part for big layouts.
 */
import type { WorkflowComparison } from './changes';
import type { CompareViewName } from './compare-views';
import {
  overlayFlow,
  sideFlow,
  splitFlows,
  type FlagsById,
  type FlowGraph,
  type IconsByActionType,
} from './to-flow';

export interface StageCanvas {
  id: string;
  /** Accessible name of the canvas region ("Draft layout"). */
  label: string;
  /** Shown in its corner ("Draft"). */
  title: string | null;
  graph: FlowGraph;
}

interface StageCanvasesInput {
  view: CompareViewName;
  comparison: WorkflowComparison;
  flags: FlagsById;
  icons: IconsByActionType;
  showMoves: boolean;
  titles: { base: string; head: string };
}

export function stageCanvases(input: StageCanvasesInput): StageCanvas[] {
  const { view, comparison, flags, icons, titles } = input;
  if (view === 'changes') return [];
  if (view === 'overlay') {
    const graph = overlayFlow(comparison, flags, icons, null, { showMoves: input.showMoves });
    return [
      {
        id: 'canvas-overlay',
        label: `Overlay of the ${titles.base.toLowerCase()} and ${titles.head.toLowerCase()} layouts`,
        title: null,
        graph,
      },
    ];
  }
  if (view === 'split') {
    const graphs = splitFlows(comparison, flags, icons);
    return [
      { id: 'canvas-base', label: `${titles.base} layout`, title: titles.base, graph: graphs.base },
      { id: 'canvas-head', label: `${titles.head} layout`, title: titles.head, graph: graphs.head },
    ];
  }
  const side = view === 'published' ? 'base' : 'head';
  const title = titles[side];
  return [
    {
      id: `canvas-${side}`,
      label: `${title} layout`,
      title: null,
      graph: sideFlow(comparison, side, flags, icons),
    },
  ];
}

/** The same graph with one node marked focused (other node objects are reused: no re-render). */
export function withFocus(graph: FlowGraph, focusId: string | null): FlowGraph {
  if (focusId === null) return graph;
  return {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.id === focusId && node.type !== 'moveMarker'
        ? { ...node, data: { ...node.data, focused: true } }
        : node,
    ),
  };
}
