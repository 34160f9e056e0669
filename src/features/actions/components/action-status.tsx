import { Badge, type BadgeTone } from '@/components/badge';

/** By status. A Map: a status the service names `constructor` is unknown, not a built-in. */
const TONES = new Map<string, { tone: BadgeTone; symbol: string }>([
  ['completed', { tone: 'success', symbol: '✓' }],
  ['failed', { tone: 'error', symbol: '✕' }],
  ['running', { tone: 'info', symbol: '▶' }],
  ['stopped', { tone: 'warning', symbol: '■' }],
  ['idle', { tone: 'neutral', symbol: '○' }],
]);

/** An action's status in words with a symbol; unknown states are shown as they come. */
export function ActionStatus({ status }: { status: string }) {
  const text = status || 'unknown';
  const look = TONES.get(text) ?? { tone: 'neutral' as const, symbol: '?' };
  return (
    <Badge tone={look.tone}>
      <span aria-hidden>{look.symbol}</span> {text}
    </Badge>
  );
}
