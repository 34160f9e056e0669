/**
 * A database that cannot be reached (or fails a query) turns into one error: 503 with a message a
 * person can read, logged with the cause. Nothing is written halfway: what belongs together is written
 * in one transaction, and a write to the service is only forwarded after its session was read.
 */
export class StoreUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = 'store_unavailable';

  constructor(cause: unknown) {
    super(
      'The console’s database cannot be reached right now, so nothing was done. Try again in a moment.',
      { cause },
    );
    this.name = 'StoreUnavailableError';
  }
}

/** Runs a database call; any failure becomes a StoreUnavailableError carrying the cause. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
  }
}
