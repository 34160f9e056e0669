/**
 * A hunk's small read-only canvas: its nodes at 100% (the same boxes as the full canvas) and the
 * edges between them, as plain HTML and SVG. Cheaper than a React Flow instance per hunk, so the
 * changes view scrolls smoothly through hundreds of them.
 */
import { memo } from 'react';
import type { ParsedLayout } from '@/api/models';
import { NODE_HEIGHT, NODE_WIDTH } from '../auto-layout';
import { NodeBody } from '../canvas/node-body';
import { nodeClasses, nodeHoverText, type NodeLook } from '../canvas/node-look';
import type { NodeChangeFlag } from '@/lib/diff/layout-diff';
import { iconFor, type CanvasNodeData, type FlagsById, type IconsByActionType } from '../to-flow';
import type { HunkEdge, HunkLayout } from './hunk-layout';

export type HunkSide = 'base' | 'head' | 'overlay';

interface StaticGraphProps {
  layout: HunkLayout;
  side: HunkSide;
  base: ParsedLayout;
  head: ParsedLayout;
  /** Flags this side shows, by node id. */
  flags: FlagsById;
  changed: ReadonlySet<string>;
  icons: IconsByActionType;
  /** "Not in the published version": said where a node of the other side would be. */
  absentText: string;
}

function edgePath(from: { x: number; y: number }, to: { x: number; y: number }): string {
  const sx = from.x + NODE_WIDTH / 2;
  const sy = from.y + NODE_HEIGHT;
  const tx = to.x + NODE_WIDTH / 2;
  const ty = to.y;
  const bend = Math.max(24, Math.abs(ty - sy) / 2);
  return `M${sx} ${sy}C${sx} ${sy + bend} ${tx} ${ty - bend} ${tx} ${ty}`;
}

const shows = (edge: HunkEdge, side: HunkSide) =>
  side === 'overlay' || edge.status === 'same' || (side === 'base') === (edge.status === 'removed');

export const StaticGraph = memo(function StaticGraph(props: StaticGraphProps) {
  const { layout, side, base, head, flags, changed, icons, absentText } = props;
  const nodes = [...layout.positions].map(([id, point]) => {
    const inHead = head.nodeById.get(id);
    const inBase = base.nodeById.get(id);
    const own = side === 'base' ? inBase : (inHead ?? (side === 'overlay' ? inBase : undefined));
    return { id, point, own, ghost: side === 'overlay' && !inHead };
  });
  return (
    <div className="wfc-hunk-graph" style={{ width: layout.width, height: layout.height }}>
      <svg
        className="wfc-hunk-graph__edges"
        width={layout.width}
        height={layout.height}
        aria-hidden
      >
        {layout.edges
          .filter((edge) => shows(edge, side))
          .map((edge) => {
            const from = layout.positions.get(edge.source);
            const to = layout.positions.get(edge.target);
            if (!from || !to) return null;
            return (
              <path
                key={`${edge.source}>${edge.target}`}
                className={`wfc-hunk-edge wfc-hunk-edge--${edge.status}`}
                d={edgePath(from, to)}
              />
            );
          })}
      </svg>
      {nodes.map(({ id, point, own, ghost }) => {
        const style = { left: point.x, top: point.y };
        if (!own)
          return (
            <div key={id} className="wfc-hunk-absent" style={style}>
              {absentText}
            </div>
          );
        const look: NodeLook = ghost ? 'ghost' : own.type === 'Start' ? 'start' : 'step';
        const data: CanvasNodeData = {
          name: own.name,
          nodeType: own.type,
          actionTypeId: own.actionTypeId,
          iconUrl: iconFor(own, side === 'base' || ghost ? base : head, icons),
          flags: [...(flags.get(id) ?? [])] as NodeChangeFlag[],
          autoPlaced: own.position === null,
          focused: false,
        };
        const context = changed.has(id) ? '' : ' wfc-node--context';
        return (
          <div
            key={id}
            className={`${nodeClasses(data, look)}${context} wfc-hunk-node`}
            style={style}
            title={nodeHoverText(data, look)}
          >
            <NodeBody data={data} look={look} />
          </div>
        );
      })}
    </div>
  );
});
