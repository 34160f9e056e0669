/**
 * fast-check arbitraries from the OpenAPI document: each operation's parameters and body, as the
 * schema says (valid values) and as a hostile client sends them (wrong types, deep nesting, huge and
 * odd strings, built-in property names as keys). The fuzzer (api-fuzz.test.ts) drives the sandbox
 * with them.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { stringifyJson } from '@/utils/objects';

export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  schema: Schema;
}

export interface Operation {
  id: string;
  method: 'GET' | 'POST' | 'PUT';
  template: string;
  parameters: Parameter[];
  body: Schema | undefined;
}

export interface Spec {
  operations: Operation[];
  schemas: Record<string, Schema>;
}

const isObject = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `#/components/<kind>/<name>` resolved in the document, or the value itself. */
function resolve(document: Schema, value: unknown): Schema {
  if (!isObject(value) || typeof value.$ref !== 'string') return isObject(value) ? value : {};
  let found: unknown = document;
  for (const part of value.$ref.replace(/^#\//, '').split('/'))
    found = isObject(found) ? found[part] : undefined;
  return resolve(document, found);
}

export function loadSpec(path: string): Spec {
  const document = parse(readFileSync(path, 'utf8')) as Schema;
  const components = resolve(document, document.components);
  const schemas = resolve(document, components.schemas) as Record<string, Schema>;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(resolve(document, document.paths))) {
    for (const method of ['get', 'post', 'put'] as const) {
      const operation = resolve(document, resolve(document, item)[method]);
      if (Object.keys(operation).length === 0) continue;
      const parameters = ((operation.parameters ?? []) as unknown[])
        .map((raw) => resolve(document, raw))
        .map((raw) => ({ ...raw, schema: resolve(document, raw.schema) }) as unknown as Parameter);
      const content = resolve(document, resolve(document, operation.requestBody).content);
      const body = resolve(document, content['application/json']).schema;
      operations.push({
        id: String(operation.operationId),
        method: method.toUpperCase() as Operation['method'],
        template,
        parameters,
        body: body === undefined ? undefined : resolve(document, body),
      });
    }
  }
  return { operations, schemas };
}

/** Strings a careless or hostile client sends. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '../../etc/passwd',
  '%',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '{{form[__proto__]}}',
  '\ud800',
  '\udfff\ud800',
  'é',
  '😀',
  'Ω≈ç√∫',
  '\u202e\u2066',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
];

export const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/** Odd strings short enough for a URL or a header (Node refuses headers over 16 KiB with 431). */
export const shortHostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 200, max: 6000 }).map((n) => 'x'.repeat(n)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  shortHostileString,
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => '€'.repeat(n)),
);

/** A JSON text that is not a value of the document's JSON, but a raw fragment spliced into one. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Arrays or objects nested `depth` levels deep, as text (no recursion anywhere). */
export const deepJson = (depth: number, kind: 'array' | 'object'): RawJson =>
  new RawJson(
    kind === 'array'
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`,
  );

/** JSON text of a value that may hold RawJson fragments. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (isObject(value))
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  return stringifyJson(value) ?? 'null';
}

/** Values a hostile client puts where any JSON may go. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  hostileString,
  fc
    .tuple(
      // Around the limit (64), past where cloning overflowed the stack (~3,000), and far past it.
      fc.constantFrom(60, 65, 500, 3000, 5000, 100_000),
      fc.constantFrom<'array' | 'object'>('array', 'object'),
    )
    .map(([depth, kind]) => deepJson(depth, kind)),
  fc.integer({ min: 900_000, max: 2_500_000 }).map((n) => 'é'.repeat(Math.floor(n / 2))),
  fc
    .array(fc.tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 })), {
      maxLength: 5,
    })
    .map((entries) => Object.fromEntries(entries)),
  fc
    .integer({ min: 1001, max: 1500 })
    .map((n) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]))),
);

const typesOf = (schema: Schema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === 'string'
      ? [schema.type]
      : [];

/**
 * Values the schema admits (a subset of JSON Schema: type, enum, oneOf/anyOf, properties, required,
 * additionalProperties, items, minimum/maximum, maxLength). `hints` offers known-good strings by
 * property name (ids of the seed), so valid requests reach past the 404s.
 */
export function valueOf(
  schema: Schema,
  spec: Spec,
  hints: Record<string, readonly string[]> = {},
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === 'string')
    return valueOf(
      spec.schemas[schema.$ref.split('/').pop() ?? ''] ?? {},
      spec,
      hints,
      name,
      depth,
    );
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const choices = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (choices)
    return fc.oneof(...choices.map((choice) => valueOf(choice, spec, hints, name, depth)));
  const types = typesOf(schema);
  if (types.length > 1)
    return fc.oneof(...types.map((type) => valueOf({ ...schema, type }, spec, hints, name, depth)));
  const hinted = hints[name];
  switch (types[0]) {
    case 'string': {
      const text = fc.string({
        maxLength: typeof schema.maxLength === 'number' ? schema.maxLength : 30,
      });
      const builtIn = fc.constantFrom(...PROTO_KEYS);
      if (!hinted || hinted.length === 0) return fc.oneof({ weight: 4, arbitrary: text }, builtIn);
      return fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...hinted) }, builtIn, text);
    }
    case 'integer':
      return fc.integer({
        min: typeof schema.minimum === 'number' ? schema.minimum : -1000,
        max: typeof schema.maximum === 'number' ? schema.maximum : 1000,
      });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(resolveItems(schema), spec, hints, name, depth + 1), {
        maxLength: 4,
      });
    default:
      return objectOf(schema, spec, hints, depth);
  }
}

const resolveItems = (schema: Schema): Schema => (isObject(schema.items) ? schema.items : {});

function objectOf(
  schema: Schema,
  spec: Spec,
  hints: Record<string, readonly string[]>,
  depth: number,
) {
  const properties = isObject(schema.properties)
    ? (schema.properties as Record<string, Schema>)
    : {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const known = Object.fromEntries(
    Object.entries(properties).map(([key, property]) => [
      key,
      valueOf(property, spec, hints, key, depth + 1),
    ]),
  );
  const record = fc.record(known, { requiredKeys: [...required].filter((key) => key in known) });
  const extra = schema.additionalProperties;
  if (extra === undefined || extra === false || depth > 3) return record;
  // Free-form values (form_data answers) are where a client can store anything: hostile ones too.
  const values = isObject(extra)
    ? valueOf(extra, spec, hints, '', depth + 1)
    : fc.oneof({ weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) }, hostileValue);
  const keys = fc.oneof(
    fc.constantFrom(...(hints['*keys'] ?? ['a'])),
    fc.string({ maxLength: 12 }),
  );
  return fc
    .tuple(record, fc.array(fc.tuple(keys, values), { maxLength: 6 }))
    .map(([base, entries]) => ({ ...Object.fromEntries(entries), ...base }));
}
