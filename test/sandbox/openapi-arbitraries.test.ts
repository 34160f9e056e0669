import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPEC_PATH } from '../support/openapi-contract';
import {
  deepJson,
  hostileValue,
  loadSpec,
  RawJson,
  toJsonText,
  valueOf,
} from './openapi-arbitraries';

const spec = loadSpec(SPEC_PATH);

describe('loadSpec', () => {
  it('reads every operation with its parameters and body', () => {
    expect(spec.operations).toHaveLength(21);
    const settings = spec.operations.find((op) => op.id === 'updateWorkflowSettings');
    expect(settings).toMatchObject({ method: 'PUT', template: '/workflows/{id}/settings' });
    expect(settings?.parameters.map((p) => `${p.in}:${p.name}`)).toEqual([
      'path:id',
      'header:Idempotency-Key',
    ]);
    expect(settings?.body).toHaveProperty('properties.form_data');
  });
});

describe('valueOf', () => {
  it('generates bodies and parameters the document admits', () => {
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema({ $id: 'openapi', components: { schemas: spec.schemas } });
    const toAjv = (schema: object) =>
      JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/'),
      ) as object;
    for (const operation of spec.operations) {
      const schemas = [
        ...(operation.body ? [operation.body] : []),
        ...operation.parameters.map((parameter) => parameter.schema),
      ];
      for (const schema of schemas) {
        const validate = ajv.compile(toAjv(schema));
        for (const value of fc.sample(valueOf(schema, spec), { numRuns: 30, seed: 1 }))
          expect(validate(value), `${operation.id}: ${JSON.stringify(value)}`).toBe(true);
      }
    }
  });

  it('prefers the hinted values for a name', () => {
    const values = fc.sample(
      valueOf({ type: 'string' }, spec, { user_key: ['acme'] }, 'user_key'),
      {
        numRuns: 200,
        seed: 1,
      },
    );
    expect(values.filter((value) => value === 'acme').length).toBeGreaterThan(50);
  });
});

describe('JSON text with raw fragments', () => {
  it('splices deep fragments that JSON.parse still reads', () => {
    const text = toJsonText({
      form_data: { note: deepJson(3, 'object') },
      list: [deepJson(2, 'array')],
    });
    expect(text).toBe('{"form_data":{"note":{"a":{"a":{"a":0}}}},"list":[[[]]]}');
    expect(toJsonText(new RawJson('{'))).toBe('{');
  });

  it('writes every hostile value as text a body can carry, built-in keys kept', () => {
    expect(toJsonText(Object.fromEntries([['__proto__', 1]]))).toBe('{"__proto__":1}');
    for (const value of fc.sample(hostileValue, { numRuns: 50, seed: 2 }))
      expect(typeof toJsonText(value)).toBe('string');
  });
});
