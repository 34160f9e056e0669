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
import { PUBLISHABLE_KEY, SECRET_KEY, startCheckedSandbox, type CheckedSandbox } from './harness';
import {
  hostileValue,
  PROTO_KEYS,
  shortHostileString,
  loadSpec,
  toJsonText,
  valueOf,
  type Operation,
  type Parameter,
} from './openapi-arbitraries';
import { seedHints, type Hints } from './seed-hints';

const SEED = Number(process.env.FC_SEED ?? 14);
/** Runs of one to five requests about the same workflow, user, action type and app. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 45);

interface FuzzRequest {
  operation: string;
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
}

const spec = loadSpec(SPEC_PATH);
let sandbox: CheckedSandbox;
let hints: Hints;
beforeAll(async () => {
  sandbox = await startCheckedSandbox();
  hints = seedHints(sandbox.db);
});
afterAll(() => sandbox.close());

/** A path segment: percent-encoded, lone surrogates included; '.' and '..' would change the path. */
function segment(value: string): string {
  const encoded = encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  return encoded === '' || encoded === '.' || encoded === '..' ? 'x' : encoded;
}

type ByName = Hints['byName'];

/** What the requests of one run are about, so that a write and the reads after it meet. */
interface Scene {
  workflow: string;
  actionType: string;
  app: string;
  user: string;
}

const pick = (values: readonly string[] | undefined) => fc.constantFrom(...(values ?? ['x']));

function sceneOf(): fc.Arbitrary<Scene> {
  return fc.record({
    workflow: pick(hints.byName.id),
    actionType: pick(hints.byName['action_type:id']),
    app: pick(hints.byName.app_identifier),
    user: fc.oneof(pick(hints.byName.user_key), pick(PROTO_KEYS), shortHostileString),
  });
}

/** The hints narrowed to the scene: its ids and user come first wherever a valid value is wanted. */
function focus(scene: Scene): ByName {
  return {
    ...hints.byName,
    id: [scene.workflow],
    workflow_id: [scene.workflow],
    'action_type:id': [scene.actionType],
    app_identifier: [scene.app],
    user_key: [scene.user],
  };
}

function parameterValue(
  operation: Operation,
  parameter: Parameter,
  hinted: ByName,
): fc.Arbitrary<string | undefined> {
  const byName = operation.template.startsWith('/action_types/')
    ? { ...hinted, id: hinted['action_type:id'] ?? [] }
    : hinted;
  const valid = valueOf(parameter.schema, spec, byName, parameter.name).map((value) =>
    Array.isArray(value) ? value.map(String).join(',') : String(value),
  );
  const invalid = fc.oneof(
    shortHostileString,
    fc.constantFrom('0', '101', '-1', '1.5', 'abc', '1e2', ' 5', 'true ', 'yes', 'null'),
  );
  if (parameter.in === 'path') return fc.oneof(valid, invalid);
  return fc
    .option(fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: invalid }), {
      freq: 3,
    })
    .map((value) => value ?? undefined);
}

const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');

function headersFor(operation: Operation): fc.Arbitrary<Record<string, string>> {
  const writes = operation.method !== 'GET';
  return fc
    .record({
      // Mostly a secret key, so requests get past 401 (fc.nat leans to small numbers).
      authorization: fc
        .nat(99)
        .map((n) =>
          n < 70
            ? `Bearer ${SECRET_KEY}`
            : n < 85
              ? `Bearer ${PUBLISHABLE_KEY}`
              : (['', 'Bearer nope', 'Basic c2s6', 'Bearer sk_'][n % 4] ?? ''),
        ),
      idempotency: writes
        ? fc.oneof(
            fc.constant(''),
            fc.constantFrom('k1', 'k2', 'k3'),
            shortHostileString.map(headerSafe),
          )
        : fc.constant(''),
      type: fc.constantFrom('application/json', 'application/json', 'text/plain', ''),
    })
    .map(({ authorization, idempotency, type }) => {
      const headers: Record<string, string> = {};
      if (authorization) headers.authorization = authorization;
      if (idempotency) headers['idempotency-key'] = idempotency.slice(0, 300);
      if (type && writes) headers['content-type'] = type;
      return headers;
    });
}

/** Half the settings saves answer every required field of the scene's workflow, so they can land. */
function withRequiredAnswers(body: unknown, scene: Scene, fill: boolean): unknown {
  if (!fill || typeof body !== 'object' || body === null) return body;
  const { form_data: sent, ...rest } = body as Record<string, unknown>;
  const answers = typeof sent === 'object' && sent !== null ? sent : {};
  return { ...rest, form_data: { ...hints.requiredAnswers[scene.workflow], ...answers } };
}

function bodyFor(
  operation: Operation,
  byName: ByName,
  scene: Scene,
): fc.Arbitrary<string | undefined> {
  if (operation.method === 'GET') return fc.constant(undefined);
  const generated = operation.body
    ? valueOf(operation.body, spec, byName)
    : fc.constant<unknown>({});
  const valid =
    operation.id === 'updateWorkflowSettings'
      ? fc
          .tuple(generated, fc.boolean())
          .map(([body, fill]) => withRequiredAnswers(body, scene, fill))
      : generated;
  const withHostileField = fc
    .tuple(valid, fc.constantFrom(...hints.bodyKeys), hostileValue)
    .map(([base, key, value]) => ({ ...(base as object), [key]: value }));
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(toJsonText) },
    { weight: 3, arbitrary: withHostileField.map(toJsonText) },
    { weight: 1, arbitrary: hostileValue.map(toJsonText) },
    { weight: 1, arbitrary: fc.constantFrom('', '{', 'not json', '[]', 'null', '"x"', '{"a":1}{') },
  );
}

function requestFor(operation: Operation, scene: Scene): fc.Arbitrary<FuzzRequest> {
  const byName = focus(scene);
  const path = operation.parameters.filter((p) => p.in === 'path');
  const query = operation.parameters.filter((p) => p.in === 'query');
  return fc
    .record({
      path: fc.tuple(...path.map((parameter) => parameterValue(operation, parameter, byName))),
      query: fc.tuple(...query.map((parameter) => parameterValue(operation, parameter, byName))),
      extra: fc.option(fc.constantFrom('&x=%E0%A4%A', '&limit=5&limit=500', '&__proto__=1')),
      headers: headersFor(operation),
      body: bodyFor(operation, byName, scene),
      head: fc.boolean(),
    })
    .map(({ path: pathValues, query: queryValues, extra, headers, body, head }) => {
      let target = `/api/v1${operation.template}`;
      path.forEach((parameter, index) => {
        target = target.replace(`{${parameter.name}}`, segment(pathValues[index] ?? 'x'));
      });
      const search = new URLSearchParams();
      query.forEach((parameter, index) => {
        const value = queryValues[index];
        if (value !== undefined)
          search.append(parameter.name, value.replace(/[\ud800-\udfff]/g, '\ufffd'));
      });
      const queryText = `${search.toString()}${extra ?? ''}`;
      return {
        operation: operation.id,
        method: operation.method === 'GET' && head ? 'HEAD' : operation.method,
        target: queryText ? `${target}?${queryText}` : target,
        headers,
        body,
      };
    });
}

async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
  const response = await fetch(`${sandbox.url}${request.target}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, text: await response.text() };
}

const describe = (request: FuzzRequest) =>
  `${request.method} ${request.target.slice(0, 300)} (${request.operation}) body ${(request.body ?? '').slice(0, 300)}`;

/** The answer must not be a 5xx and must match the document; the message says what was sent. */
function judge(request: FuzzRequest, status: number, text: string): void {
  const failures = sandbox.takeFailures();
  const violations = sandbox.takeViolations();
  if (status >= 500 || failures.length > 0 || violations.length > 0) {
    const detail = failures.map((failure) => String(failure.error)).join('; ');
    throw new Error(
      `${describe(request)}\n-> ${status} ${text.slice(0, 300)}\n${detail}\n${violations.join('\n')}`,
    );
  }
}

it(
  'answers every operation without a 500, within the contract, whatever is sent',
  async () => {
    const statuses = new Map<number, number>();
    const started = Date.now();
    let runs = 0;
    const requests = sceneOf().chain((scene) => {
      // Writes weigh double: they change what the reads after them meet.
      const request = fc.oneof(
        ...spec.operations.map((operation) => ({
          weight: operation.method === 'GET' ? 1 : 2,
          arbitrary: requestFor(operation, scene),
        })),
      );
      return fc.array(request, { minLength: 1, maxLength: 5 });
    });
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
