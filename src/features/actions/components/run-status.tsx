import { Badge, type BadgeTone } from '@/components/badge';
import type { RunStatus } from '../runs';

const LOOKS: Record<RunStatus, { tone: BadgeTone; symbol: string }> = {
  failed: { tone: 'error', symbol: '✕' },
  running: { tone: 'info', symbol: '▶' },
  stopped: { tone: 'warning', symbol: '■' },
  upcoming: { tone: 'neutral', symbol: '○' },
  completed: { tone: 'success', symbol: '✓' },
  unknown: { tone: 'neutral', symbol: '?' },
};

/** A run's derived status (see runs.ts for the rule), in words with a symbol. */
export function RunStatusBadge({ status }: { status: RunStatus }) {
  const look = LOOKS[status];
  return (
    <Badge tone={look.tone}>
      <span aria-hidden>{look.symbol}</span> {status}
    </Badge>
  );
}
