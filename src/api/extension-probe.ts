/**
 * Asks the service about the extensions it can be asked about without changing anything: reading an
 * execution that does not exist (its own 404 says the operation is offered) and the account's usage
 * for the last day. Writes are never probed: what the service says about them is learned the first
 * time they are used.
 */
import { unwrap } from './client';
import { api } from './current';
import { trackExtension } from './extensions';

const NO_SUCH_EXECUTION = 'wfc-probe-no-such-execution';

export async function probeReadExtensions(): Promise<void> {
  const end = new Date();
  const start = new Date(end.getTime() - 24 * 3600_000);
  await Promise.allSettled([
    trackExtension(
      'execution',
      unwrap(
        'GET /executions/{id}',
        api().GET('/executions/{id}', { params: { path: { id: NO_SUCH_EXECUTION } } }),
      ),
    ),
    trackExtension(
      'usage',
      unwrap(
        'GET /account/usage',
        api().GET('/account/usage', {
          params: { query: { start_time: start.toISOString(), end_time: end.toISOString() } },
        }),
      ),
    ),
  ]);
}
