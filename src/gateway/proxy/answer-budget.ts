/**
 * The bytes of the service's answers the gateway holds at once, across all requests. An answer is
 * read whole before it is passed on (upstream.ts says why), so without a bound a burst of large
 * answers holds them all: twelve parallel 60 MiB answers took the process from 91 to 980 MiB. Each
 * answer takes its bytes from this budget as they arrive (all at once when it declares its length)
 * and gives them back when the browser has it; an answer that finds the budget spent is dropped and
 * answered 503 with Retry-After.
 */
/** WFC_UPSTREAM_MEMORY_BYTES's default: four answers of the largest size passed on (64 MiB). */
export const DEFAULT_MEMORY_LIMIT_BYTES = 256 * 1_048_576;

export interface AnswerBudget {
  /** Takes `bytes` if that many are left; false (and nothing taken) otherwise. */
  take: (bytes: number) => boolean;
  give: (bytes: number) => void;
  readonly limit: number;
  /** Bytes held now. */
  readonly held: () => number;
}

export function createAnswerBudget(limit: number): AnswerBudget {
  let held = 0;
  return {
    limit,
    held: () => held,
    take(bytes) {
      if (held + bytes > limit) return false;
      held += bytes;
      return true;
    },
    give(bytes) {
      held = Math.max(0, held - bytes);
    },
  };
}
