/**
 * One read-only React Flow canvas of a layout, in its own provider (the split view shows two). It fits
 * the view, zooms, shows a minimap, culls off-screen elements for big layouts, centres `focusNodeId`,
 * and can follow another canvas's pan and zoom through a viewport bus.
 */
import '@xyflow/react/dist/style.css';
import './canvas.css';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import {
  Background,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Viewport,
} from '@xyflow/react';
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import {
  NODE_HEIGHT,
  NODE_WIDTH,
  type CanvasNode,
  type CanvasEdge,
  minZoomFor,
  type FlowGraph,
} from '../to-flow';
import { nodeTypes } from './nodes';
import { OverviewMap, type MapTone } from './overview-map';

/** From a few hundred nodes, only what is on screen is rendered (keeps panning smooth). */
const CULL_FROM = 200;

export interface ViewportBus {
  publish: (source: string, viewport: Viewport) => void;
  subscribe: (listener: (source: string, viewport: Viewport) => void) => () => void;
}

export function createViewportBus(): ViewportBus {
  const listeners = new Set<(source: string, viewport: Viewport) => void>();
  return {
    publish: (source, viewport) => {
      for (const listener of listeners) listener(source, viewport);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function themeVariables(theme: Theme): CSSProperties {
  const { palette } = theme;
  return {
    '--wfc-border': palette.divider,
    '--wfc-node-bg': palette.background.paper,
    '--wfc-ghost-bg': alpha(palette.error.main, 0.06),
    '--wfc-text': palette.text.primary,
    '--wfc-muted': palette.text.secondary,
    '--wfc-start': palette.primary.main,
    '--wfc-added': palette.success.main,
    '--wfc-removed': palette.error.main,
    '--wfc-changed': palette.warning.main,
    '--wfc-focus': palette.info.main,
    '--wfc-edge': palette.mode === 'light' ? '#9aa0a6' : '#6b7280',
  } as CSSProperties;
}

function mapColoursOf(theme: Theme): Record<MapTone, string> {
  return {
    added: theme.palette.success.main,
    removed: theme.palette.error.main,
    changed: theme.palette.warning.main,
    same: theme.palette.text.disabled,
  };
}

interface LayoutCanvasProps {
  /** Distinct per canvas on a page. */
  id: string;
  label: string;
  graph: FlowGraph;
  focusNodeId: string | null;
  bus?: ViewportBus;
  height: number | string;
  /** A node was clicked (ghosts report the node they stand for; move markers nothing). */
  onNodeClick?: (nodeId: string) => void;
}

function CanvasInner({
  id,
  label,
  graph,
  focusNodeId,
  bus,
  height,
  onNodeClick,
}: LayoutCanvasProps) {
  const flow = useReactFlow<CanvasNode, CanvasEdge>();
  const theme = useTheme();
  const [initialFocus] = useState(focusNodeId);
  const [ready, setReady] = useState(false);
  const mapColours = useMemo(() => mapColoursOf(theme), [theme]);
  const minZoom = useMemo(() => minZoomFor(graph), [graph]);
  const style = useMemo(
    () => ({ ...themeVariables(theme), height, width: '100%' }),
    [theme, height],
  );

  // A focused node is centred at 100% zoom at least; the first focus (from the URL) jumps, later ones glide.
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!ready || !focusNodeId) return;
    const point = graph.positions.get(focusNodeId);
    if (!point) return;
    void flow.setCenter(point.x + NODE_WIDTH / 2, point.y + NODE_HEIGHT / 2, {
      zoom: Math.max(flow.getZoom(), 1),
      duration: focusedOnce.current ? 250 : 0,
    });
    focusedOnce.current = true;
  }, [ready, focusNodeId, graph.positions, flow]);

  useEffect(() => {
    if (!bus) return undefined;
    return bus.subscribe((source, viewport) => {
      if (source !== id) void flow.setViewport(viewport);
    });
  }, [bus, id, flow]);

  return (
    <div role="region" aria-label={label} className="wfc-canvas" style={style}>
      <ReactFlow<CanvasNode, CanvasEdge>
        id={id}
        nodes={graph.nodes}
        edges={graph.edges}
        nodeTypes={nodeTypes}
        colorMode={theme.palette.mode}
        minZoom={minZoom}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        onlyRenderVisibleElements={graph.nodes.length >= CULL_FROM}
        onInit={(instance) => {
          // Fitted here rather than by the fitView prop, whose first fit waits for a node to be measured
          // (culled nodes never are, so a layout with nothing near the origin would never be fitted).
          if (initialFocus === null) void instance.fitView({ duration: 0 });
          setReady(true);
        }}
        onNodeClick={
          onNodeClick
            ? (_event, node) => {
                if (node.type !== 'moveMarker') onNodeClick(node.id.replace(/^ghost:/, ''));
              }
            : undefined
        }
        onMove={bus ? (event, viewport) => event && bus.publish(id, viewport) : undefined}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        <OverviewMap
          graph={graph}
          label={`Minimap of the ${label.toLowerCase()}`}
          colours={mapColours}
        />
      </ReactFlow>
    </div>
  );
}

export function LayoutCanvas(props: LayoutCanvasProps) {
  return (
    <ReactFlowProvider>
      <CanvasInner {...props} />
    </ReactFlowProvider>
  );
}
