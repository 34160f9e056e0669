/**
 * A bulk action's run: each item's write, a few at a time, on past a failure; Cancel (the signal)
 * starts no more (writes already sent finish). Every item ends done, failed (with the service's
 * message), skipped (nothing to do: already off, no draft) or not started (cancelled first).
 */
export type ItemOutcome =
  | { kind: 'done' }
  | { kind: 'failed'; message: string }
  | { kind: 'skipped'; reason: string }
  | { kind: 'not-started' };

export interface BulkItem {
  id: string;
  name: string;
}

/** How many writes a bulk action has in flight at once. */
export const BULK_CONCURRENCY = 3;

export interface BulkRunOptions<T extends BulkItem> {
  items: readonly T[];
  /** The reason to skip an item, or null to write it. */
  skip: (item: T) => string | null;
  write: (item: T) => Promise<void>;
  messageOf: (error: unknown) => string;
  signal: AbortSignal;
  onOutcome: (item: T, outcome: ItemOutcome) => void;
  concurrency?: number;
}

export async function runBulk<T extends BulkItem>(
  options: BulkRunOptions<T>,
): Promise<Map<string, ItemOutcome>> {
  const outcomes = new Map<string, ItemOutcome>();
  const settle = (item: T, outcome: ItemOutcome) => {
    outcomes.set(item.id, outcome);
    options.onOutcome(item, outcome);
  };
  let next = 0;
  const worker = async () => {
    while (next < options.items.length) {
      const item = options.items[next++] as T;
      if (options.signal.aborted) {
        settle(item, { kind: 'not-started' });
        continue;
      }
      const reason = options.skip(item);
      if (reason !== null) {
        settle(item, { kind: 'skipped', reason });
        continue;
      }
      try {
        await options.write(item);
        settle(item, { kind: 'done' });
      } catch (error) {
        settle(item, { kind: 'failed', message: options.messageOf(error) });
      }
    }
  };
  const workers = Math.max(
    1,
    Math.min(options.concurrency ?? BULK_CONCURRENCY, options.items.length),
  );
  await Promise.all(Array.from({ length: workers }, worker));
  return outcomes;
}

export interface BulkSummary {
  done: number;
  failed: number;
  skipped: number;
  notStarted: number;
}

export function summarize(outcomes: ReadonlyMap<string, ItemOutcome>): BulkSummary {
  const summary: BulkSummary = { done: 0, failed: 0, skipped: 0, notStarted: 0 };
  for (const outcome of outcomes.values()) {
    if (outcome.kind === 'done') summary.done++;
    else if (outcome.kind === 'failed') summary.failed++;
    else if (outcome.kind === 'skipped') summary.skipped++;
    else summary.notStarted++;
  }
  return summary;
}
