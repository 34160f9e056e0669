/**
 * A run on its layout, as React Flow nodes and edges: the layout drawn as the compare canvas draws
 * one side (../compare/to-flow.ts), each node marked with its step's status, each edge taken or not.
 */
import type { ParsedLayout } from '@/api/models';
import { layoutToFlow, type FlowGraph, type IconsByActionType } from '../compare/to-flow';
import { isTaken, type RunPicture } from './step-status';

const NO_FLAGS = new Map<string, never>();

export function runFlow(
  layout: ParsedLayout,
  picture: RunPicture,
  icons: IconsByActionType,
  focusedId: string | null,
): FlowGraph {
  const graph = layoutToFlow(layout, NO_FLAGS, icons, focusedId, (source, target) =>
    isTaken(picture, source, target) ? 'taken' : 'not-taken',
  );
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      const step = picture.byNode.get(node.id);
      if (!step || node.type === 'moveMarker') return node;
      return {
        ...node,
        data: { ...node.data, runStatus: step.status },
        ariaLabel: `${node.data.name} (${node.data.nodeType}), ${step.status.replace('-', ' ')}`,
      };
    }),
  };
}
