/**
 * Checks HTTP exchanges against the OpenAPI document: the path and method must be documented, the
 * status must be one the operation declares, and the JSON body must match its schema. Objects may not
 * carry properties the document does not declare (unless it says `additionalProperties`), so the demo
 * API and the document cannot drift apart in either direction.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
type Schema = Json;

interface Operation {
  method: string;
  template: string;
  pattern: RegExp;
  responses: Record<string, Json>;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refName(ref: string): string {
  return ref.replace('#/components/schemas/', '');
}

/** Merges `allOf` parts into one object schema, so "no undeclared properties" can hold for it. */
function flatten(schema: Schema, all: Record<string, Schema>): Schema {
  const parts = schema.allOf;
  if (!Array.isArray(parts)) return schema;
  const merged: Schema = { type: 'object', properties: {}, required: [] };
  for (const raw of parts as Schema[]) {
    const part =
      typeof raw.$ref === 'string' ? flatten(all[refName(raw.$ref)] ?? {}, all) : flatten(raw, all);
    Object.assign(merged.properties as Json, part.properties ?? {});
    (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
  }
  if (typeof schema.description === 'string') merged.description = schema.description;
  return merged;
}

/** Adds `additionalProperties: false` to every object schema that lists properties and says nothing. */
function closeObjects(schema: unknown): void {
  if (Array.isArray(schema)) {
    schema.forEach(closeObjects);
    return;
  }
  if (!isObject(schema)) return;
  if (isObject(schema.properties) && !('additionalProperties' in schema))
    schema.additionalProperties = false;
  for (const value of Object.values(schema)) closeObjects(value);
}

export interface ContractChecker {
  /** Problems with one exchange (empty when it matches the document). */
  check(
    method: string,
    url: string,
    status: number,
    contentType: string | null,
    body: unknown,
  ): string[];
}

export function createContractChecker(specPath: string): ContractChecker {
  const spec = parse(readFileSync(specPath, 'utf8')) as Json;
  const components = spec.components as Json;
  const rawSchemas = components.schemas as Record<string, Schema>;
  const schemas: Record<string, Schema> = {};
  for (const [name, schema] of Object.entries(rawSchemas))
    schemas[name] = flatten(structuredClone(schema), rawSchemas);
  closeObjects(schemas);

  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: { schemas } });

  const sharedResponses = components.responses as Record<string, Json>;
  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(spec.paths as Record<string, Json>)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    for (const method of ['get', 'post', 'put', 'delete', 'patch']) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const responses: Record<string, Json> = {};
      for (const [status, response] of Object.entries(
        operation.responses as Record<string, Json>,
      )) {
        responses[status] =
          typeof response.$ref === 'string'
            ? (sharedResponses[response.$ref.replace('#/components/responses/', '')] ?? {})
            : response;
      }
      operations.push({ method: method.toUpperCase(), template, pattern, responses });
    }
  }

  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (schema: Schema): ValidateFunction => {
    const key = JSON.stringify(schema);
    let validate = validators.get(key);
    if (!validate) {
      const resolved = typeof schema.$ref === 'string' ? { $ref: `openapi${schema.$ref}` } : schema;
      validate = ajv.compile(resolved);
      validators.set(key, validate);
    }
    return validate;
  };

  return {
    check(method, url, status, contentType, body) {
      const path = new URL(url).pathname.replace(/^.*\/api\/v1/, '');
      const label = `${method} ${path} -> ${status}`;
      const operation = operations.find((op) => op.method === method && op.pattern.test(path));
      if (!operation) return [`${label}: no such operation in the OpenAPI document`];
      const response =
        operation.responses[String(status)] ??
        operation.responses[`${String(status)[0]}XX`] ??
        operation.responses.default;
      if (!response) {
        return [`${label}: status not declared for ${method} ${operation.template}`];
      }
      const content = response.content as Record<string, { schema?: Schema }> | undefined;
      const schema = content?.['application/json']?.schema;
      if (!schema) return [];
      if (!contentType?.includes('application/json'))
        return [`${label}: content-type is ${contentType ?? 'missing'}`];
      const validate = validatorFor(schema);
      if (validate(body)) return [];
      return (validate.errors ?? [])
        .slice(0, 8)
        .map(
          (error) =>
            `${label}: ${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
        );
    },
  };
}

// Relative to the project root (vitest and the e2e runner both start there).
export const SPEC_PATH = resolve(process.cwd(), 'src/api/openapi.yaml');
