/**
 * What an operation acts on, as the audit trail names it: `workflow:<id>` for everything under
 * `/workflows/{id}`, `action_type:<id>`, `installed_app:<app_identifier>`, or the collection
 * (`installed_apps`, `executions`). The Audit screen filters on it (a workflow's page links to
 * `/audit?resource=workflow:<id>`).
 */
import type { OperationMatch } from '../../api/operations';

const KINDS: Readonly<Record<string, string>> = {
  workflows: 'workflow',
  action_types: 'action_type',
  installed_apps: 'installed_app',
};

export function resourceOf({ operation, params }: Pick<OperationMatch, 'operation' | 'params'>) {
  const [, collection = '', parameter] = operation.path.split('/');
  const kind = KINDS[collection];
  const id = parameter?.startsWith('{') ? params[parameter.slice(1, -1)] : undefined;
  return kind && id !== undefined ? `${kind}:${id}` : collection;
}
