// The bare reference for the canvas benchmark: one React Flow canvas with the same nodes and edges as
// the console's compare view (default nodes), with the standard Background, Controls and MiniMap,
// culling from the graph's `cullFrom` (200 nodes as it comes; the console's threshold when the
// benchmark tunes it like the console). "Show" mounts it, so mounting can be timed like a route change (the
// benchmark shows, hides and shows it again, timing the second mount as it does for the console);
// `?show=1` mounts it at once, for the time from navigation to the canvas.
import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  MiniMap,
  ReactFlow,
  type Edge,
  type Node,
  type ReactFlowInstance,
} from '@xyflow/react';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  interface Window {
    __BENCH_GRAPH__?: { nodes: Node[]; edges: Edge[]; cullFrom?: number };
  }
}

/** `?focus=<node id>`: start centred on that node at 100% zoom, as the console does for `?node=`. */
const focus = new URLSearchParams(window.location.search).get('focus');
/** `?show=1`: mount the canvas at once, so the time from navigation to the canvas can be measured. */
const showAtStart = new URLSearchParams(window.location.search).has('show');

function centreOnFocus(flow: ReactFlowInstance) {
  const node = focus ? flow.getNode(focus) : undefined;
  if (node)
    void flow.setCenter(node.position.x + 75, node.position.y + 20, { zoom: 1, duration: 0 });
}

function App() {
  const [shown, setShown] = useState(showAtStart);
  const graph = window.__BENCH_GRAPH__ ?? { nodes: [], edges: [] };
  return (
    <div style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        style={{ margin: 8, width: 120 }}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
      <div style={{ flex: 1 }} role="region" aria-label="Bare canvas">
        {shown ? (
          <ReactFlow
            nodes={graph.nodes}
            edges={graph.edges}
            fitView={!focus}
            onInit={centreOnFocus}
            minZoom={0.02}
            nodesDraggable={false}
            nodesConnectable={false}
            elementsSelectable={false}
            onlyRenderVisibleElements={graph.nodes.length >= (graph.cullFrom ?? 200)}
          >
            <Background gap={24} />
            <Controls showInteractive={false} />
            <MiniMap pannable zoomable />
          </ReactFlow>
        ) : null}
      </div>
    </div>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
