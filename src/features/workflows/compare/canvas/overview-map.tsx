/**
 * A small minimap of the whole layout, drawn as one SVG path per kind of node (four elements whatever
 * the layout's size) with the visible area framed. Every node is drawn at least a few pixels big, and
 * changed nodes bigger and on top, so a 2,000-node layout still shows where its changes are. Click or
 * drag on it to move the view there. It lives outside React Flow: the split view shows one for both.
 */
import { useMemo, type PointerEvent } from 'react';
import type { Point } from '@/api/decode/layout';
import { boundsOf, type Bounds } from '../auto-layout';
import { NODE_HEIGHT, NODE_WIDTH, type CanvasNode, type FlowGraph } from '../to-flow';
import type { Size, Viewport } from '../viewport/viewport-math';

export const MAP_WIDTH = 160;
export const MAP_HEIGHT = 100;

export type MapTone = 'added' | 'removed' | 'changed' | 'same';
/** Drawn in this order: unchanged nodes first, changes on top. */
const TONES: MapTone[] = ['same', 'changed', 'removed', 'added'];

function toneOf(node: CanvasNode): MapTone | null {
  if (node.type === 'moveMarker') return null;
  const flags = node.data.flags;
  if (flags.includes('added')) return 'added';
  if (flags.includes('removed')) return 'removed';
  if (flags.includes('renamed') || flags.includes('retyped')) return 'changed';
  return 'same';
}

export interface MapShapes {
  paths: Record<MapTone, string>;
  bounds: Bounds;
}

/** The nodes of one or more graphs (each id once) as four path strings, and their bounds. */
export function mapShapes(graphs: readonly FlowGraph[]): MapShapes {
  const seen = new Set<string>();
  const nodes: { point: Point; tone: MapTone }[] = [];
  for (const graph of graphs) {
    for (const node of graph.nodes) {
      const tone = toneOf(node);
      const id = node.id.replace(/^ghost:/, '');
      if (!tone || seen.has(id)) continue;
      seen.add(id);
      nodes.push({ point: node.position, tone });
    }
  }
  const bounds = boundsOf(nodes.map((node) => node.point)) ?? { x: 0, y: 0, width: 1, height: 1 };
  // One map pixel in layout units: nodes smaller than a few pixels are drawn bigger, centred.
  const unit = Math.max(bounds.width / MAP_WIDTH, bounds.height / MAP_HEIGHT);
  const parts: Record<MapTone, string[]> = { added: [], removed: [], changed: [], same: [] };
  for (const { point, tone } of nodes) {
    const least = tone === 'same' ? 2 : 4;
    const width = Math.max(NODE_WIDTH, least * unit);
    const height = Math.max(NODE_HEIGHT, least * unit);
    const x = Math.round(point.x + (NODE_WIDTH - width) / 2);
    const y = Math.round(point.y + (NODE_HEIGHT - height) / 2);
    parts[tone].push(
      `M${x} ${y}h${Math.round(width)}v${Math.round(height)}h${-Math.round(width)}z`,
    );
  }
  return {
    paths: {
      added: parts.added.join(''),
      removed: parts.removed.join(''),
      changed: parts.changed.join(''),
      same: parts.same.join(''),
    },
    bounds,
  };
}

interface OverviewMapProps {
  shapes: MapShapes;
  viewport: Viewport;
  /** The canvas the frame stands for. */
  size: Size;
  label: string;
  colours: Record<MapTone, string>;
  /** Centre the canvas on this layout point. */
  onCentre: (point: Point) => void;
}

export function OverviewMap({
  shapes,
  viewport,
  size,
  label,
  colours,
  onCentre,
}: OverviewMapProps) {
  const { zoom } = viewport;
  const view = {
    x: -viewport.x / zoom,
    y: -viewport.y / zoom,
    width: size.width / zoom,
    height: size.height / zoom,
  };
  // The layout's box, padded and widened to the map's shape with the layout in the middle.
  const box = useMemo(() => {
    const pad = Math.max(shapes.bounds.width, shapes.bounds.height) * 0.04;
    const width = shapes.bounds.width + pad * 2;
    const height = shapes.bounds.height + pad * 2;
    const scale = Math.max(width / MAP_WIDTH, height / MAP_HEIGHT);
    return {
      x: shapes.bounds.x - pad - (MAP_WIDTH * scale - width) / 2,
      y: shapes.bounds.y - pad - (MAP_HEIGHT * scale - height) / 2,
      scale,
    };
  }, [shapes]);
  const { scale } = box;

  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onCentre({
      x: box.x + ((event.clientX - rect.left) / rect.width) * (MAP_WIDTH * scale),
      y: box.y + ((event.clientY - rect.top) / rect.height) * (MAP_HEIGHT * scale),
    });
  };

  return (
    <svg
      className="wfc-overview-map"
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
      {TONES.map((tone) =>
        shapes.paths[tone] ? <path key={tone} d={shapes.paths[tone]} fill={colours[tone]} /> : null,
      )}
      <rect
        x={view.x}
        y={view.y}
        width={view.width}
        height={view.height}
        fill="currentColor"
        fillOpacity={0.08}
        stroke="currentColor"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
