/**
 * The canvas's node components (their registry is `node-types.ts`). Nodes are memoised and read only their own props; what changed is said in words, not only in colour.
 */
import OpenWith from '@mui/icons-material/OpenWith';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { GhostFlowNode, MoveMarkerFlowNode, StartFlowNode, StepFlowNode } from '../to-flow';
import { NodeBody } from './node-body';
import { nodeClasses, nodeHoverText } from './node-look';

const Handles = () => (
  <>
    <Handle type="target" position={Position.Top} isConnectable={false} className="wfc-handle" />
    <Handle type="source" position={Position.Bottom} isConnectable={false} className="wfc-handle" />
  </>
);

export const StartNode = memo(function StartNode({ data }: NodeProps<StartFlowNode>) {
  return (
    <div className={nodeClasses(data, 'start')} title={nodeHoverText(data, 'start')}>
      <NodeBody data={data} look="start" />
      <Handles />
    </div>
  );
});

export const StepNode = memo(function StepNode({ data }: NodeProps<StepFlowNode>) {
  return (
    <div className={nodeClasses(data, 'step')} title={nodeHoverText(data, 'step')}>
      <NodeBody data={data} look="step" />
      <Handles />
    </div>
  );
});

export const GhostNode = memo(function GhostNode({ data }: NodeProps<GhostFlowNode>) {
  return (
    <div className={nodeClasses(data, 'ghost')} title={nodeHoverText(data, 'ghost')}>
      <NodeBody data={data} look="ghost" />
      <Handles />
    </div>
  );
});

export const MoveMarkerNode = memo(function MoveMarkerNode({
  data,
}: NodeProps<MoveMarkerFlowNode>) {
  return (
    <div className="wfc-move-marker" title={`${data.name} was here before`}>
      <OpenWith className="wfc-flag__icon" aria-hidden />
      <span className="wfc-move-marker__text">{data.name} was here</span>
      <Handles />
    </div>
  );
});
