import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { matchOperation, OPERATIONS, roleAtLeast } from './operations';

/** The OpenAPI document, read as data: paths, operations, parameters and request bodies. */
interface Parameter {
  name?: string;
  in?: string;
  description?: string;
  $ref?: string;
}
interface OperationObject {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    parameters: Record<string, Parameter>;
    schemas: Record<string, { properties?: Record<string, { description?: string }> }>;
  };
}

const spec = parse(readFileSync('src/api/openapi.yaml', 'utf8')) as Document;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const fromSpec = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);
const resolve = (parameter: Parameter): Parameter =>
  parameter.$ref
    ? (spec.components.parameters[parameter.$ref.split('/').pop() ?? ''] ?? {})
    : parameter;
const mentionsAdmin = (text: string | undefined) => /admin/i.test(text ?? '');

describe('the allow-list beside the OpenAPI document', () => {
  it('lists every operation of the document, with the same method and path, and nothing else', () => {
    expect(fromSpec.length).toBe(16);
    expect(
      OPERATIONS.map(({ operationId, method, path }) => ({ operationId, method, path })).sort(
        (a, b) => a.operationId.localeCompare(b.operationId),
      ),
    ).toEqual(
      fromSpec
        .map(({ path, method, operation }) => ({
          operationId: operation.operationId,
          method,
          path,
        }))
        .sort((a, b) => (a.operationId ?? '').localeCompare(b.operationId ?? '')),
    );
  });

  it('names as admin-only exactly the inputs the document says need the admin role', () => {
    for (const { path, method, operation } of fromSpec) {
      const listed = OPERATIONS.find((entry) => entry.operationId === operation.operationId);
      const query = (operation.parameters ?? [])
        .map(resolve)
        .filter((parameter) => parameter.in === 'query' && mentionsAdmin(parameter.description))
        .map((parameter) => parameter.name);
      const bodyRef = Object.values(operation.requestBody?.content ?? {})[0]?.schema?.$ref;
      const bodySchema = bodyRef
        ? spec.components.schemas[bodyRef.split('/').pop() ?? '']
        : undefined;
      const body = Object.entries(bodySchema?.properties ?? {})
        .filter(([, property]) => mentionsAdmin(property.description))
        .map(([name]) => name);
      expect(listed?.adminOnly?.query ?? [], `${method} ${path} query`).toEqual(query);
      expect(listed?.adminOnly?.body ?? [], `${method} ${path} body`).toEqual(body);
    }
  });

  it('lets viewers read only: every write needs at least the operator role', () => {
    for (const operation of OPERATIONS) {
      expect(roleAtLeast('viewer', operation.role), operation.operationId).toBe(
        operation.method === 'GET',
      );
    }
  });
});

describe('matchOperation', () => {
  it('matches a path parameter as one segment', () => {
    expect(matchOperation('GET', '/workflows/01abc-def')?.operation.operationId).toBe(
      'getWorkflow',
    );
    expect(matchOperation('PUT', '/installed_apps/slack%20v2')?.operation.operationId).toBe(
      'updateInstalledApp',
    );
    expect(matchOperation('GET', '/workflows/wf_1/actions')?.operation.operationId).toBe(
      'listWorkflowActions',
    );
  });

  it('refuses other methods, extra or missing segments, trailing slashes and dot segments', () => {
    expect(matchOperation('DELETE', '/workflows/1')).toBeUndefined();
    expect(matchOperation('POST', '/workflows')).toBeUndefined();
    expect(matchOperation('GET', '/workflows/')).toBeUndefined();
    expect(matchOperation('GET', '/workflows/1/extra/more')).toBeUndefined();
    expect(matchOperation('GET', '/workflows/..')).toBeUndefined();
    expect(matchOperation('GET', '/workflows/.')).toBeUndefined();
    expect(matchOperation('GET', '/__demo/state')).toBeUndefined();
  });

  it('refuses escaped separators a server behind could decode into another path', () => {
    expect(matchOperation('GET', '/workflows/..%2Fusers')).toBeUndefined();
    expect(matchOperation('GET', '/workflows/a%5Cb')).toBeUndefined();
    expect(matchOperation('GET', '/workflows/%252F')).toBeUndefined();
    expect(matchOperation('GET', '/workflows/a b')).toBeUndefined();
  });
});
