/** A node's CSS classes and hover text, shared by the full canvas and the changes view's hunks. */
import type { CanvasNodeData } from '../to-flow';
import { STEP_LABELS } from '../../run-view/step-status';
import { FLAG_INFO } from './flag-info';

export type NodeLook = 'start' | 'step' | 'ghost';

export function nodeClasses(
  data: Pick<CanvasNodeData, 'flags' | 'focused' | 'runStatus'>,
  look: NodeLook,
) {
  const list = ['wfc-node', `wfc-node--${look}`];
  if (data.runStatus) list.push(`wfc-node--run-${data.runStatus}`);
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
  if (data.runStatus) parts.push(STEP_LABELS[data.runStatus].toLowerCase());
  if (data.autoPlaced) parts.push('no position in the layout');
  if (look === 'ghost') parts.push('removed: shown where it was');
  return `${data.name} (${parts.join(', ')})`;
}
