/**
 * One read-only React Flow canvas of a layout, in its own provider (the split view shows two). Its
 * viewport is controlled by the caller, so two canvases can share one viewport: the same translate
 * and scale from the very first frame, on every pan and zoom of either.
 */
import '@xyflow/react/dist/style.css';
import './canvas.css';
import { useTheme } from '@mui/material/styles';
import {
  Background,
  ReactFlow,
  ReactFlowProvider,
  useStoreApi,
  type Viewport,
} from '@xyflow/react';
import { memo, useLayoutEffect, useMemo, useState } from 'react';
import type { CanvasEdge, CanvasNode, FlowGraph } from '../to-flow';
import { nodeTypes } from './node-types';
import { themeVariables } from './theme-variables';

/** From a few hundred nodes, only what is on screen is rendered (keeps panning smooth). */
const CULL_FROM = 200;

/**
 * Writes the controlled viewport into React Flow's store while React commits (React Flow itself
 * does it in a passive effect, after the frame is painted): the first frame is already right, and
 * both canvases of the split view move in the same frame.
 */
function SyncViewport({ viewport }: { viewport: Viewport }) {
  const store = useStoreApi();
  useLayoutEffect(() => {
    const { transform, panZoom } = store.getState();
    if (
      transform[0] !== viewport.x ||
      transform[1] !== viewport.y ||
      transform[2] !== viewport.zoom
    ) {
      store.setState({ transform: [viewport.x, viewport.y, viewport.zoom] });
    }
    panZoom?.syncViewport(viewport);
  }, [store, viewport]);
  return null;
}

export interface LayoutCanvasProps {
  /** Distinct per canvas on a page. */
  id: string;
  /** The canvas's accessible name ("Draft layout"). */
  label: string;
  graph: FlowGraph;
  viewport: Viewport;
  onViewportChange: (viewport: Viewport) => void;
  minZoom: number;
  maxZoom: number;
  /** A node was clicked (ghosts report the node they stand for; move markers nothing). */
  onNodeClick?: (nodeId: string) => void;
}

function CanvasInner(props: LayoutCanvasProps) {
  const { id, label, graph, viewport, onViewportChange, minZoom, maxZoom, onNodeClick } = props;
  const theme = useTheme();
  const [initial] = useState(viewport);
  const style = useMemo(() => themeVariables(theme), [theme]);
  return (
    <div role="region" aria-label={label} className="wfc-canvas" style={style}>
      <ReactFlow<CanvasNode, CanvasEdge>
        id={id}
        nodes={graph.nodes}
        edges={graph.edges}
        nodeTypes={nodeTypes}
        colorMode={theme.palette.mode}
        defaultViewport={initial}
        viewport={viewport}
        onViewportChange={onViewportChange}
        minZoom={minZoom}
        maxZoom={maxZoom}
        nodesDraggable={false}
        nodesConnectable={false}
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
        <SyncViewport viewport={viewport} />
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
