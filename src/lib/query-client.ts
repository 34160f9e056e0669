/**
 * The app's QueryClient. Reads retry with backoff on network errors, 5xx and 429 (honouring
 * Retry-After) and never on other 4xx; writes are never retried by themselves.
 */
import { QueryClient, type QueryExecuteOptions, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';

const MAX_READ_RETRIES = 3;

export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'network' || error.status === 429 || error.status >= 500;
}

export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterSeconds !== undefined) {
    return Math.min(error.retryAfterSeconds * 1000, 30_000);
  }
  return Math.min(500 * 2 ** attempt, 8_000);
}

/** Starts a fetch into the cache without waiting for it or caring if it fails (loaders, hover). */
export function prefetch<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<TData, Error, TData, TData, TKey>,
): void {
  queryClient.query(options).catch(() => undefined);
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry:
          options.retry === false
            ? false
            : (failures, error) => failures < MAX_READ_RETRIES && isRetryable(error),
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
