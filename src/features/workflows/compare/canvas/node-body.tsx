/**
 * What a node shows, on the full canvas and in the small canvases of the changes view alike: its
 * name on up to two lines (the full name on hover and in its accessible name), its type, and what
 * changed, each flag an icon and a word.
 */
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import { STEP_INFO } from '../../run-view/step-info';
import type { CanvasNodeData } from '../to-flow';
import { FLAG_INFO } from './flag-info';
import type { NodeLook } from './node-look';

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

/**
 * A step's status on its node: a word beside a mark drawn by CSS, a different shape per status (a run
 * marks every node, and an icon component per node cost the canvas a fifth of its opening time).
 */
function RunBadge({ status }: { status: NonNullable<CanvasNodeData['runStatus']> }) {
  return (
    <span className={`wfc-flag wfc-run wfc-run--${status}`}>
      <span className="wfc-run__mark" aria-hidden />
      {STEP_INFO[status].label}
    </span>
  );
}

export function NodeBody({ data, look }: { data: CanvasNodeData; look: NodeLook }) {
  return (
    <>
      <div className="wfc-node__title">
        {look === 'start' ? (
          <PlayArrow className="wfc-node__glyph" aria-hidden />
        ) : (
          <NodeIcon url={data.iconUrl} type={data.nodeType} />
        )}
        <span className="wfc-node__name">{data.name}</span>
      </div>
      <div className="wfc-node__meta">
        <span className="wfc-node__type">{data.nodeType}</span>
        {data.runStatus ? <RunBadge status={data.runStatus} /> : null}
        {data.flags.map((flag) => {
          const { Icon, label } = FLAG_INFO[flag];
          return (
            <span key={flag} className={`wfc-flag wfc-flag--${flag}`}>
              <Icon className="wfc-flag__icon" aria-hidden />
              {label}
            </span>
          );
        })}
        {data.autoPlaced ? (
          <span className="wfc-flag wfc-flag--auto">
            <LocationOffOutlined className="wfc-flag__icon" aria-hidden />
            No position
          </span>
        ) : null}
      </div>
    </>
  );
}
