import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { isRetryable, retryDelay } from './query-client';

const error = (status: number, extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({
    kind: status === 0 ? 'network' : 'http',
    status,
    message: 'x',
    endpoint: 'GET /x',
    ...extra,
  });

describe('read retries', () => {
  it('retry network errors, 5xx and 429, never other 4xx', () => {
    expect(isRetryable(error(0))).toBe(true);
    expect(isRetryable(error(503))).toBe(true);
    expect(isRetryable(error(429))).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(isRetryable(error(status))).toBe(false);
    expect(isRetryable(new Error('bug'))).toBe(false);
  });

  it('back off exponentially, and honour Retry-After', () => {
    expect([0, 1, 2, 3, 10].map((attempt) => retryDelay(attempt, error(503)))).toEqual([
      500, 1000, 2000, 4000, 8000,
    ]);
    expect(retryDelay(0, error(429, { retryAfterSeconds: 3 }))).toBe(3000);
  });
});
