/** The canvas's node types, at module scope as React Flow asks (a new object each render remounts every node). */
import type { NodeTypes } from '@xyflow/react';
import { GhostNode, MoveMarkerNode, StartNode, StepNode } from './node-components';

export const nodeTypes = {
  start: StartNode,
  step: StepNode,
  ghost: GhostNode,
  moveMarker: MoveMarkerNode,
} satisfies NodeTypes;
