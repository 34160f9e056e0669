/**
 * Known-good values from the sandbox's seed, by parameter or property name, so that generated
 * requests reach past "not found" into the code that saves and answers.
 */
import type { DemoDb } from '../../src/demo-api/store/db';
import { PROTO_KEYS } from './openapi-arbitraries';

export interface Hints {
  /**
   * Values by parameter or property name; `action_type:id` is the id of /action_types/{id}; `*keys`
   * are keys for free-form objects (form_data).
   */
  byName: Record<string, readonly string[]>;
  /** Property names a body may carry (the document's and built-in ones). */
  bodyKeys: readonly string[];
  /** Answers to every required field of a workflow's form, by workflow id, so a save can succeed. */
  requiredAnswers: Record<string, Record<string, unknown>>;
}

const unique = (values: Iterable<string>, max = 40) => [...new Set(values)].slice(0, max);

export function seedHints(db: DemoDb): Hints {
  const workflows = db.workflows.all();
  const workflowIds = workflows.map((w) => w.id);
  const users = db.users.all();
  const events = db.events.all();
  const actions = db.actions.all();
  const executions = db.executions.all();
  const fields = workflows.flatMap((w) => w.form);
  return {
    byName: {
      id: unique(workflowIds),
      'action_type:id': unique(db.actionTypes.all().map((a) => a.id)),
      workflow_id: unique(workflowIds),
      app_identifier: unique(db.catalog.map((app) => app.app_identifier)),
      starting_after: unique([
        ...workflowIds.slice(0, 10),
        ...users.slice(0, 10).map((u) => u.id),
        ...events.slice(0, 10).map((e) => e.id),
        ...actions.slice(0, 10).map((a) => a.uuid),
      ]),
      ending_before: unique([
        ...workflowIds.slice(10, 20),
        ...events.slice(10, 20).map((e) => e.id),
      ]),
      user_key: unique(['main', 'acme', 'globex', ...users.slice(0, 5).map((u) => u.key)]),
      search: ['ma', 'ACME', '', '%'],
      node_id: unique(workflows.slice(0, 5).flatMap((w) => w.template.nodes.map((n) => n.id))),
      parent_node_id: unique(
        workflows.slice(0, 5).flatMap((w) => w.template.nodes.map((n) => n.id)),
      ),
      execution_id: unique(executions.map((e) => e.id)),
      event_trigger: unique(
        workflows.map((w) => w.event_trigger?.key).filter((key) => typeof key === 'string'),
      ),
      type: ['String', 'Date', 'String,Date', 'Number', 'string'],
      stop_event: unique(executions.flatMap((e) => e.stop_events)),
      groups: ['ops', 'admins', 'support'],
      '*keys': unique(
        [...fields.map((f) => f.id), ...fields.map((f) => f.name), ...PROTO_KEYS],
        80,
      ),
    },
    requiredAnswers: Object.fromEntries(
      workflows.map((w) => [
        w.id,
        Object.fromEntries(
          w.form.filter((f) => f.required).map((f) => [f.id, f.type === 'JSON' ? '{}' : 'x']),
        ),
      ]),
    ),
    bodyKeys: [
      'user_key',
      'form_data',
      'filters',
      'stop_event',
      'app_identifier',
      'groups',
      'expand',
      ...PROTO_KEYS,
    ],
  };
}
