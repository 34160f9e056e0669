/**
 * The canvas's node components and their registry (at module scope, as React Flow asks). Nodes are
 * memoised and read only their own props; what changed is said in words, not only in colour.
 */
import { Handle, Position, type NodeProps, type NodeTypes } from '@xyflow/react';
import { memo, useState } from 'react';
import type { NodeChangeFlag } from '../layout-diff';
import type {
  CanvasNodeData,
  GhostFlowNode,
  MoveMarkerFlowNode,
  StartFlowNode,
  StepFlowNode,
} from '../to-flow';

export const FLAG_LABELS: Record<NodeChangeFlag, string> = {
  added: '+ Added',
  removed: '− Removed',
  renamed: '✎ Renamed',
  retyped: '⇄ Retyped',
  moved: '↕ Moved',
};

function NodeIcon({ url, type }: { url: string | null; type: string }) {
  const [failed, setFailed] = useState(false);
  if (url && !failed) {
    return (
      <img
        className="wfc-node__icon"
        src={url}
        alt=""
        width={16}
        height={16}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span className="wfc-node__icon" aria-hidden>
      {type.charAt(0).toUpperCase()}
    </span>
  );
}

function classes(data: CanvasNodeData, base: string): string {
  const list = ['wfc-node', base];
  if (data.flags.includes('added')) list.push('wfc-node--added');
  else if (data.flags.includes('removed')) list.push('wfc-node--removed');
  else if (data.flags.includes('renamed') || data.flags.includes('retyped'))
    list.push('wfc-node--changed');
  if (data.focused) list.push('wfc-node--focused');
  return list.join(' ');
}

function Meta({ data }: { data: CanvasNodeData }) {
  return (
    <div className="wfc-node__meta">
      <span>{data.nodeType}</span>
      {data.flags.map((flag) => (
        <span key={flag} className={`wfc-flag wfc-flag--${flag}`}>
          {FLAG_LABELS[flag]}
        </span>
      ))}
      {data.autoPlaced ? (
        <span
          className="wfc-flag wfc-flag--auto"
          title="The layout gives this node no position; the canvas placed it."
        >
          ⌖ No position
        </span>
      ) : null}
    </div>
  );
}

const Handles = () => (
  <>
    <Handle type="target" position={Position.Top} isConnectable={false} className="wfc-handle" />
    <Handle type="source" position={Position.Bottom} isConnectable={false} className="wfc-handle" />
  </>
);

const StartNode = memo(function StartNode({ data }: NodeProps<StartFlowNode>) {
  return (
    <div className={classes(data, 'wfc-node--start')}>
      <div className="wfc-node__title" style={{ justifyContent: 'center' }}>
        <span aria-hidden>▶</span>
        <span className="wfc-node__name">{data.name}</span>
      </div>
      <Meta data={data} />
      <Handles />
    </div>
  );
});

const StepNode = memo(function StepNode({ data }: NodeProps<StepFlowNode>) {
  return (
    <div className={classes(data, 'wfc-node--step')} title={data.name}>
      <div className="wfc-node__title">
        <NodeIcon url={data.iconUrl} type={data.nodeType} />
        <span className="wfc-node__name">{data.name}</span>
      </div>
      <Meta data={data} />
      <Handles />
    </div>
  );
});

const GhostNode = memo(function GhostNode({ data }: NodeProps<GhostFlowNode>) {
  return (
    <div className={classes(data, 'wfc-node--ghost')} title={`${data.name} (removed in the draft)`}>
      <div className="wfc-node__title">
        <NodeIcon url={data.iconUrl} type={data.nodeType} />
        <span className="wfc-node__name">{data.name}</span>
      </div>
      <Meta data={data} />
      <Handles />
    </div>
  );
});

const MoveMarkerNode = memo(function MoveMarkerNode({ data }: NodeProps<MoveMarkerFlowNode>) {
  return (
    <div className="wfc-move-marker" title={`${data.name} was here in the published layout`}>
      ↕ {data.name} was here
      <Handles />
    </div>
  );
});

export const nodeTypes = {
  start: StartNode,
  step: StepNode,
  ghost: GhostNode,
  moveMarker: MoveMarkerNode,
} satisfies NodeTypes;
