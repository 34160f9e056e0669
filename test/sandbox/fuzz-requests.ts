/**
 * What the API fuzzer sends: runs of one to five requests about one scene (a workflow, an action
 * type, an app and a user key), each to an operation of the OpenAPI document with parameters,
 * headers and a body that are valid, invalid or hostile. Writes weigh double, since they change what
 * the reads after them meet.
 */
import fc from 'fast-check';
import { PUBLISHABLE_KEY, SECRET_KEY } from './harness';
import {
  hostileValue,
  PROTO_KEYS,
  shortHostileString,
  toJsonText,
  valueOf,
  type Operation,
  type Parameter,
  type Spec,
} from './openapi-arbitraries';
import type { Hints } from './seed-hints';

export interface FuzzRequest {
  operation: string;
  method: string;
  target: string;
  headers: Record<string, string>;
  body: string | undefined;
}

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

export function fuzzRequests(spec: Spec, hints: Hints): fc.Arbitrary<FuzzRequest[]> {
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
    const either = fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: invalid });
    if (parameter.in === 'path') return either;
    return fc.option(either, { freq: 2 }).map((value) => value ?? undefined);
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
      {
        weight: 1,
        arbitrary: fc.constantFrom('', '{', 'not json', '[]', 'null', '"x"', '{"a":1}{'),
      },
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

  return sceneOf().chain((scene) => {
    const request = fc.oneof(
      ...spec.operations.map((operation) => ({
        weight: operation.method === 'GET' ? 1 : 2,
        arbitrary: requestFor(operation, scene),
      })),
    );
    return fc.array(request, { minLength: 1, maxLength: 5 });
  });
}
