/** The minimap's drawing: every node as part of one SVG path per tone, at least a few map pixels big. */
import type { Point } from '@/api/models';
import { boundsOf, type Bounds } from '../auto-layout';
import type { StepStatus } from '../../run-view/step-status';
import { NODE_HEIGHT, NODE_WIDTH, type CanvasNode, type FlowGraph } from '../to-flow';

export const MAP_WIDTH = 160;
export const MAP_HEIGHT = 100;

export type MapTone = 'added' | 'removed' | 'changed' | 'same';
/** Drawn in this order: unchanged nodes first, changes on top. */
export const MAP_TONES: readonly MapTone[] = ['same', 'changed', 'removed', 'added'];

const RUN_TONES: Record<StepStatus, MapTone> = {
  completed: 'added',
  failed: 'removed',
  running: 'changed',
  waiting: 'changed',
  stopped: 'same',
  'not-reached': 'same',
};

function toneOf(node: CanvasNode): MapTone | null {
  if (node.type === 'moveMarker') return null;
  if (node.data.runStatus) return RUN_TONES[node.data.runStatus];
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
