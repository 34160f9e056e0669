/**
 * A minimap of the whole layout, drawn as one SVG path per kind of node (four elements whatever the
 * layout's size) with the visible area framed. React Flow's own MiniMap draws one element per node and
 * skips the nodes culling has not rendered; this one shows every node and stays cheap at 2,000 nodes.
 * Click or drag on it to move the view there.
 */
import { Panel, useReactFlow, useStore } from '@xyflow/react';
import { useMemo, type PointerEvent } from 'react';
import { boundsOf, type Bounds } from '../auto-layout';
import type { Point } from '@/api/decode/layout';
import { NODE_HEIGHT, NODE_WIDTH, type CanvasNode, type FlowGraph } from '../to-flow';

const MAP_WIDTH = 200;
const MAP_HEIGHT = 140;

export type MapTone = 'added' | 'removed' | 'changed' | 'same';

function toneOf(node: CanvasNode): MapTone | null {
  if (node.type === 'moveMarker') return null;
  const flags = node.data.flags;
  if (flags.includes('added')) return 'added';
  if (flags.includes('removed')) return 'removed';
  if (flags.includes('renamed') || flags.includes('retyped')) return 'changed';
  return 'same';
}

interface Shapes {
  paths: Record<MapTone, string>;
  bounds: Bounds;
}

/** The nodes as four path strings (one rectangle per node) and the layout's bounds. */
export function mapShapes(graph: FlowGraph): Shapes {
  const parts: Record<MapTone, string[]> = { added: [], removed: [], changed: [], same: [] };
  const corners: Point[] = [];
  for (const node of graph.nodes) {
    const tone = toneOf(node);
    if (!tone) continue;
    const { x, y } = node.position;
    parts[tone].push(
      `M${Math.round(x)} ${Math.round(y)}h${NODE_WIDTH}v${NODE_HEIGHT}h${-NODE_WIDTH}z`,
    );
    corners.push(node.position);
  }
  return {
    paths: {
      added: parts.added.join(''),
      removed: parts.removed.join(''),
      changed: parts.changed.join(''),
      same: parts.same.join(''),
    },
    bounds: boundsOf(corners) ?? { x: 0, y: 0, width: 1, height: 1 },
  };
}

interface OverviewMapProps {
  graph: FlowGraph;
  label: string;
  colours: Record<MapTone, string>;
}

export function OverviewMap({ graph, label, colours }: OverviewMapProps) {
  const flow = useReactFlow();
  const width = useStore((state) => state.width);
  const height = useStore((state) => state.height);
  const [tx, ty, zoom] = useStore((state) => state.transform);
  const shapes = useMemo(() => mapShapes(graph), [graph]);
  const view = { x: -tx / zoom, y: -ty / zoom, width: width / zoom, height: height / zoom };
  const left = Math.min(shapes.bounds.x, view.x);
  const top = Math.min(shapes.bounds.y, view.y);
  const right = Math.max(shapes.bounds.x + shapes.bounds.width, view.x + view.width);
  const bottom = Math.max(shapes.bounds.y + shapes.bounds.height, view.y + view.height);
  const pad = Math.max(right - left, bottom - top) * 0.05;
  const box = {
    x: left - pad,
    y: top - pad,
    width: right - left + pad * 2,
    height: bottom - top + pad * 2,
  };
  const scale = Math.max(box.width / MAP_WIDTH, box.height / MAP_HEIGHT);

  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = box.x + ((event.clientX - rect.left) / rect.width) * (MAP_WIDTH * scale);
    const y = box.y + ((event.clientY - rect.top) / rect.height) * (MAP_HEIGHT * scale);
    void flow.setCenter(x, y, { zoom });
  };

  return (
    <Panel position="bottom-right" className="wfc-overview-map">
      <svg
        width={MAP_WIDTH}
        height={MAP_HEIGHT}
        viewBox={`${box.x} ${box.y} ${MAP_WIDTH * scale} ${MAP_HEIGHT * scale}`}
        role="img"
        aria-label={label}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          moveTo(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event);
        }}
      >
        {(Object.keys(shapes.paths) as MapTone[]).map((tone) =>
          shapes.paths[tone] ? (
            <path key={tone} d={shapes.paths[tone]} fill={colours[tone]} />
          ) : null,
        )}
        <rect
          x={view.x}
          y={view.y}
          width={view.width}
          height={view.height}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </Panel>
  );
}
