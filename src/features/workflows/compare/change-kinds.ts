import type { ChangeKind } from './changes';

/** How each kind of change is named and marked (a symbol as well as a colour). */
export const CHANGE_KIND_INFO: Record<
  ChangeKind,
  { label: string; symbol: string; tone: 'success' | 'error' | 'warning' | 'info' | 'neutral' }
> = {
  'node-added': { label: 'Nodes added', symbol: '+', tone: 'success' },
  'node-removed': { label: 'Nodes removed', symbol: '−', tone: 'error' },
  'node-renamed': { label: 'Renamed', symbol: '✎', tone: 'warning' },
  'node-retyped': { label: 'Retyped', symbol: '⇄', tone: 'warning' },
  'edge-added': { label: 'Connections added', symbol: '+', tone: 'success' },
  'edge-removed': { label: 'Connections removed', symbol: '−', tone: 'error' },
  'action-types': { label: 'Action types', symbol: '⚙', tone: 'info' },
  trigger: { label: 'Trigger', symbol: '⚡', tone: 'info' },
  conditions: { label: 'Conditions', symbol: '≡', tone: 'info' },
  'node-moved': { label: 'Moved (layout only)', symbol: '↕', tone: 'neutral' },
  size: { label: 'Size (layout only)', symbol: '⤢', tone: 'neutral' },
};
