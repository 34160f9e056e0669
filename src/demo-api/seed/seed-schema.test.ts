import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import openapiText from '@/api/openapi.yaml?raw';
import { buildSeed } from './index';

const data = buildSeed();

describe('OpenAPI shapes', () => {
  const spec = parse(openapiText) as { components: { schemas: Record<string, unknown> } };
  const schemas = structuredClone(spec.components.schemas);
  /** Objects that list properties and say nothing else are closed, as the contract checks do. */
  const close = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(close);
    if (typeof node !== 'object' || node === null) return;
    const obj = node as Record<string, unknown>;
    if (typeof obj.properties === 'object' && !('additionalProperties' in obj))
      obj.additionalProperties = false;
    Object.values(obj).forEach(close);
  };
  close(schemas);
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'openapi', components: { schemas } });
  const validate = (name: string, value: unknown): void => {
    const check = ajv.getSchema(`openapi#/components/schemas/${name}`);
    if (!check) throw new Error(`no schema ${name}`);
    expect(check(value) ? [] : check.errors).toEqual([]);
  };

  it('matches WorkflowLayoutTemplate, Field and DataType', () => {
    for (const w of data.workflows) {
      validate('WorkflowLayoutTemplate', w.template);
      validate('WorkflowLayoutTemplate', w.template_draft);
      w.form.forEach((f) => validate('Field', f));
    }
    for (const t of data.actionTypes) {
      [...t.form, ...t.form_draft].forEach((f) => validate('Field', f));
      [...t.response_data_schema, ...t.response_data_schema_draft].forEach((d) =>
        validate('DataType', d),
      );
      validate('Icon', t.icon);
    }
    for (const u of data.users) u.user_data_schema.forEach((d) => validate('DataType', d));
  });

  it('matches InstalledSchema and Icon for every catalog app', () => {
    for (const app of data.catalog) {
      validate('InstalledSchema', app.schema);
      validate('Icon', app.icon);
    }
  });
});
