/**
 * The API fuzzer: every operation of the OpenAPI document, against the sandbox over HTTP, with valid
 * and invalid parameters and bodies generated from the document plus hostile input (deep nesting,
 * huge and odd strings, `__proto__`/`constructor` keys, bad cursors and limits, other callers' keys
 * and idempotency keys). The bar: no 500, and every answer matches the document. The store is not
 * reset between requests, so later requests meet what earlier ones saved; at the end every saved
 * workflow, event and app is read back once more.
 *
 * Bounded: FUZZ_RUNS runs of one to five requests (default 1,000) or FUZZ_SECONDS (default 45),
 * whichever comes first, from a fixed seed; FC_SEED=<n> explores other cases.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SPEC_PATH } from '../support/openapi-contract';
import { fuzzRequests, type FuzzRequest } from './fuzz-requests';
import { SECRET_KEY, startCheckedSandbox, type CheckedSandbox } from './harness';
import { loadSpec } from './openapi-arbitraries';
import { seedHints, type Hints } from './seed-hints';

const SEED = Number(process.env.FC_SEED ?? 14);
/** Runs of one to five requests about the same workflow, user, action type and app. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 45);

const spec = loadSpec(SPEC_PATH);
let sandbox: CheckedSandbox;
let hints: Hints;
beforeAll(async () => {
  sandbox = await startCheckedSandbox();
  hints = seedHints(sandbox.db);
});
afterAll(() => sandbox.close());

async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
  const response = await fetch(`${sandbox.url}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, text: await response.text() };
}

const summary = (request: FuzzRequest) =>
  `${request.method} ${request.target.slice(0, 300)} (${request.operation}) body ${(request.body ?? '').slice(0, 300)}`;

/** The answer must not be a 5xx and must match the document; the message says what was sent. */
function judge(request: FuzzRequest, status: number, text: string): void {
  const failures = sandbox.takeFailures();
  const violations = sandbox.takeViolations();
  if (status >= 500 || failures.length > 0 || violations.length > 0) {
    const detail = failures.map((failure) => String(failure.error)).join('; ');
    throw new Error(
      `${summary(request)}\n-> ${status} ${text.slice(0, 300)}\n${detail}\n${violations.join('\n')}`,
    );
  }
}

it(
  'answers every operation without a 500, within the contract, whatever is sent',
  async () => {
    const statuses = new Map<number, number>();
    const started = Date.now();
    let runs = 0;
    const requests = fuzzRequests(spec, hints);
    await fc.assert(
      fc.asyncProperty(requests, async (sequence) => {
        for (const sent of sequence) {
          runs++;
          const { status, text } = await send(sent);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          judge(sent, status, text);
        }
      }),
      {
        seed: SEED,
        numRuns: RUNS,
        endOnFailure: true,
        plugins: [fc.interruptAfterTimeLimit(SECONDS * 1000)],
      },
    );
    // What was saved along the way reads back: every workflow for every user that has answers,
    // every event page, the apps.
    const reads: FuzzRequest[] = [];
    const get = (target: string) =>
      reads.push({
        operation: 'read back',
        method: 'GET',
        target,
        headers: { authorization: `Bearer ${SECRET_KEY}` },
        body: undefined,
      });
    for (const workflow of sandbox.db.workflows.all()) {
      for (const user of Object.keys(workflow.form_data_by_user).slice(0, 20))
        get(
          `/api/v1/workflows/${workflow.id}?user_key=${encodeURIComponent(user.replace(/[\ud800-\udfff]/g, '\ufffd'))}`,
        );
    }
    get('/api/v1/installed_apps');
    for (const sent of reads) {
      const { status, text } = await send(sent);
      judge(sent, status, text);
    }
    let after: string | undefined;
    for (let page = 0; page < 50; page++) {
      const target = `/api/v1/events?limit=100${after ? `&starting_after=${after}` : ''}`;
      const response = await fetch(`${sandbox.url}${target}`, {
        headers: { authorization: `Bearer ${SECRET_KEY}` },
      });
      const text = await response.text();
      judge(
        { operation: 'read back', method: 'GET', target, headers: {}, body: undefined },
        response.status,
        text,
      );
      const body = JSON.parse(text) as {
        collection: { id: string }[];
        meta: { has_next_page: boolean };
      };
      after = body.collection.at(-1)?.id;
      if (!body.meta.has_next_page) break;
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const counts = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`);
    console.log(
      `[fuzz] seed ${SEED}: ${runs} requests + ${reads.length} read-backs in ${seconds} s; ${counts.join(' ')}`,
    );
    expect(runs).toBeGreaterThan(50);
  },
  (SECONDS + 60) * 1000,
);
