/**
 * One read-only React Flow canvas of a layout, in its own provider (the split view shows two). It
 * follows the stage's viewport bus, so two canvases share one viewport: the same translate and scale
 * from the very first frame, on every pan and zoom of either. A pan moves the canvas under the
 * pointer as React Flow moves any canvas (its own store, in the input handler), and the bus moves the
 * other one in the same call, so no React render stands between the input and the frame.
 */
import '@xyflow/react/dist/style.css';
import './canvas.css';
import { useTheme } from '@mui/material/styles';
import { Background, ReactFlow, ReactFlowProvider, useStore, useStoreApi } from '@xyflow/react';
import { memo, useCallback, useLayoutEffect, useMemo, useState, type FocusEvent } from 'react';
import { CULL_FROM, type CanvasEdge, type CanvasNode, type FlowGraph } from '../to-flow';
import { sameViewport, type ViewportBus } from '../viewport/viewport-bus';
import { panToShow, type Viewport } from '../viewport/viewport-math';
import { nodeTypes } from './node-types';
import { themeVariables } from './theme-variables';

/**
 * Applies the bus's viewport to this canvas's React Flow store and pan-zoom, when another canvas or
 * the stage moved it, once on mounting (before the first frame is painted), and again once React
 * Flow has made its pan-zoom (in a passive effect, from the viewport the canvas opened with): a
 * viewport set in between is not lost.
 */
function FollowViewport({ bus, id }: { bus: ViewportBus; id: string }) {
  const store = useStoreApi();
  const panZoom = useStore((state) => state.panZoom);
  useLayoutEffect(() => {
    const apply = (viewport: Viewport) => {
      const [x, y, zoom] = store.getState().transform;
      if (!sameViewport({ x, y, zoom }, viewport))
        store.setState({ transform: [viewport.x, viewport.y, viewport.zoom] });
      panZoom?.syncViewport(viewport);
    };
    apply(bus.get());
    return bus.subscribe((viewport, source) => {
      if (source !== id) apply(viewport);
    });
  }, [store, bus, id, panZoom]);
  return null;
}

export interface LayoutCanvasProps {
  /** Distinct per canvas on a page. */
  id: string;
  /** The canvas's accessible name ("Draft layout"). */
  label: string;
  graph: FlowGraph;
  /** The stage's one viewport: this canvas shows it and publishes its own pans and zooms to it. */
  bus: ViewportBus;
  minZoom: number;
  maxZoom: number;
  /** A node was clicked (ghosts report the node they stand for; move markers nothing). */
  onNodeClick?: (nodeId: string) => void;
}

function CanvasInner(props: LayoutCanvasProps) {
  const { id, label, graph, bus, minZoom, maxZoom, onNodeClick } = props;
  const theme = useTheme();
  const [initial] = useState(bus.get);
  // Called by React Flow for input on this canvas (not for the viewport the bus applied).
  const onViewportChange = useCallback((viewport: Viewport) => bus.set(viewport, id), [bus, id]);
  const style = useMemo(() => themeVariables(theme), [theme]);
  // A node reached by the keyboard is panned wholly into view (React Flow's own pan stops at "partly
  // visible", which can leave its name cut at the edge).
  const onFocus = useCallback(
    (event: FocusEvent) => {
      const node = event.target;
      if (!(node instanceof HTMLElement) || !node.matches('.react-flow__node:focus-visible'))
        return;
      const frame = event.currentTarget.getBoundingClientRect();
      const { x, y } = panToShow(node.getBoundingClientRect(), frame);
      if (x === 0 && y === 0) return;
      const now = bus.get();
      bus.set({ ...now, x: now.x + x, y: now.y + y });
    },
    [bus],
  );
  return (
    // Focus bubbles here from the canvas's nodes.
    <div role="region" aria-label={label} className="wfc-canvas" style={style} onFocus={onFocus}>
      <ReactFlow<CanvasNode, CanvasEdge>
        id={id}
        nodes={graph.nodes}
        edges={graph.edges}
        nodeTypes={nodeTypes}
        colorMode={theme.palette.mode}
        defaultViewport={initial}
        onViewportChange={onViewportChange}
        minZoom={minZoom}
        maxZoom={maxZoom}
        nodesDraggable={false}
        nodesConnectable={false}
        autoPanOnNodeFocus={false}
        elementsSelectable={false}
        edgesFocusable={false}
        onlyRenderVisibleElements={graph.nodes.length >= CULL_FROM}
        onNodeClick={
          onNodeClick
            ? (_event, node) => {
                if (node.type !== 'moveMarker') onNodeClick(node.id.replace(/^ghost:/, ''));
              }
            : undefined
        }
      >
        <FollowViewport bus={bus} id={id} />
        <Background gap={24} />
      </ReactFlow>
    </div>
  );
}

export const LayoutCanvas = memo(function LayoutCanvas(props: LayoutCanvasProps) {
  return (
    <ReactFlowProvider>
      <CanvasInner {...props} />
    </ReactFlowProvider>
  );
});
