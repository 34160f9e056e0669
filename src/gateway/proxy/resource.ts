/**
 * What an operation acts on, as the audit trail names it: `workflow:<id>` for everything under
 * `/workflows/{id}`, `action_type:<id>`, `installed_app:<app_identifier>`, or the collection
 * (`installed_apps`, `executions`). The Audit screen filters on it (a workflow's page links to
 * `/audit?resource=workflow:<id>`).
 */
import type { Operation } from '../../api/operations';

const KINDS: Readonly<Record<string, string>> = {
  workflows: 'workflow',
  action_types: 'action_type',
  installed_apps: 'installed_app',
};

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `path` is the matched path under `/api/v1`, without its query. */
export function resourceOf(operation: Operation, path: string): string {
  const pattern = operation.path.split('/');
  const segments = path.split('/');
  const collection = pattern[1] ?? '';
  const parameter = pattern[2]?.startsWith('{') ? segments[2] : undefined;
  const kind = KINDS[collection];
  return kind && parameter !== undefined ? `${kind}:${decoded(parameter)}` : collection;
}
