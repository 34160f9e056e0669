/**
 * What a node shows, on the full canvas and in the small canvases of the changes view alike: its
 * name on up to two lines (the full name on hover and in its accessible name), its type, and what
 * changed, each flag an icon and a word.
 */
import LocationOffOutlined from '@mui/icons-material/LocationOffOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { useState } from 'react';
import type { CanvasNodeData } from '../to-flow';
import { FLAG_INFO } from './flag-info';

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

export type NodeLook = 'start' | 'step' | 'ghost';

export function nodeClasses(data: Pick<CanvasNodeData, 'flags' | 'focused'>, look: NodeLook) {
  const list = ['wfc-node', `wfc-node--${look}`];
  if (data.flags.includes('added')) list.push('wfc-node--added');
  else if (data.flags.includes('removed')) list.push('wfc-node--removed');
  else if (data.flags.includes('renamed') || data.flags.includes('retyped'))
    list.push('wfc-node--changed');
  if (data.focused) list.push('wfc-node--focused');
  return list.join(' ');
}

/** The hover text: the full name, the type and what changed, in words. */
export function nodeHoverText(data: CanvasNodeData, look: NodeLook): string {
  const parts = [data.nodeType, ...data.flags.map((flag) => FLAG_INFO[flag].label.toLowerCase())];
  if (data.autoPlaced) parts.push('no position in the layout');
  if (look === 'ghost') parts.push('removed: shown where it was');
  return `${data.name} (${parts.join(', ')})`;
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
