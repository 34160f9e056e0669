/**
 * Data fields: the variables available to a workflow (from its trigger, its user and the responses of
 * the actions before a node) and the account's user data fields.
 *
 * Decisions: without node_id a workflow lists what is available at its end; node_id lists what the
 * actions before that node produce; parent_node_id adds that node and what comes before it; a node that
 * is not in the published layout answers 404. `type` keeps the fields of the named types (comma-separated
 * or repeated, case-insensitive). action_event_trigger is accepted and has no effect in the demo.
 */
import type { DataType, SchemaDataType, WorkflowLayoutTemplate } from '@/api/wire';
import { notFound } from '../http/errors';
import { unpaginated } from '../http/pagination';
import { readList, readString, readUserKey } from '../http/params';
import type { RouteContext, Router } from '../http/route';
import type { DemoDb } from '../store/db';
import { findWorkflow } from './workflows';

function fromSchema(item: SchemaDataType): DataType {
  return {
    variable: item.variable,
    data_path: item.data_path,
    display_label: null,
    type: item.type,
    source: item.source,
    required: item.required,
    secret: false,
    format: null,
    item_type: null,
    iterator: null,
    list_values_variable: null,
    children: null,
    groups: item.groups ?? null,
    value: null,
    object: 'data_type',
  };
}

function triggerFields(db: DemoDb, triggerKey: string | undefined): DataType[] {
  if (!triggerKey) return [];
  for (const app of db.catalog) {
    const trigger = app.schema.triggers.find((t) => t.key === triggerKey);
    if (trigger) {
      return (trigger.data_schema ?? []).map((item) => ({
        ...fromSchema(item),
        source: 'trigger',
      }));
    }
  }
  return [];
}

function userFields(db: DemoDb, userKey: string): DataType[] {
  return structuredClone(db.userByKey(userKey)?.user_data_schema ?? []);
}

/** Node ids from which `target` can be reached along the layout's edges (not `target` itself). */
function ancestors(layout: WorkflowLayoutTemplate, target: string): Set<string> {
  const parents = new Map<string, string[]>();
  for (const edge of layout.edges) {
    if (typeof edge !== 'object' || edge === null) continue;
    const { source, target: to } = edge as { source?: unknown; target?: unknown };
    if (typeof source !== 'string' || typeof to !== 'string') continue;
    parents.set(to, [...(parents.get(to) ?? []), source]);
  }
  const seen = new Set<string>();
  const queue = [...(parents.get(target) ?? [])];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(parents.get(next) ?? []));
  }
  return seen;
}

function actionResponseFields(
  db: DemoDb,
  layout: WorkflowLayoutTemplate,
  nodeIds: Set<string>,
): DataType[] {
  const fields: DataType[] = [];
  for (const node of layout.nodes) {
    if (!nodeIds.has(node.id) || typeof node.action_type_id !== 'string') continue;
    const actionType = db.actionTypes.get(node.action_type_id);
    for (const item of actionType?.response_data_schema ?? []) {
      fields.push({
        ...structuredClone(item),
        data_path: `actions.${node.id}.${item.data_path}`,
        display_label: `${node.name}: ${item.display_label ?? item.variable}`,
        source: 'action_response',
      });
    }
  }
  return fields;
}

function byTypes(fields: DataType[], types: string[]): DataType[] {
  if (types.length === 0) return fields;
  const wanted = new Set(types.map((t) => t.toLowerCase()));
  return fields.filter((field) => wanted.has(field.type.toLowerCase()));
}

function listWorkflowDataFields({ url, params, db }: RouteContext) {
  const workflow = findWorkflow(db, params.id ?? '');
  const layout = workflow.template;
  const nodeId = readString(url, 'node_id');
  const parentNodeId = readString(url, 'parent_node_id');
  const userKey = readUserKey(readString(url, 'user_key'));
  for (const id of [nodeId, parentNodeId]) {
    if (id !== undefined && !layout.nodes.some((node) => node.id === id)) {
      throw notFound(`node in workflow "${workflow.name}"`, id);
    }
  }
  let available: Set<string>;
  if (nodeId === undefined && parentNodeId === undefined) {
    available = new Set(layout.nodes.map((node) => node.id));
  } else {
    available = nodeId === undefined ? new Set() : ancestors(layout, nodeId);
    if (parentNodeId !== undefined) {
      available.add(parentNodeId);
      for (const id of ancestors(layout, parentNodeId)) available.add(id);
    }
  }
  const triggerKey =
    readString(url, 'event_trigger') ??
    (typeof workflow.event_trigger?.key === 'string' ? workflow.event_trigger.key : undefined);
  const fields = [
    ...triggerFields(db, triggerKey),
    ...userFields(db, userKey),
    ...actionResponseFields(db, layout, available),
  ];
  return { body: unpaginated(byTypes(fields, readList(url, 'type'))) };
}

function listDataFields({ url, db }: RouteContext) {
  const userKey = readUserKey(readString(url, 'user_key'));
  const fields = [
    ...userFields(db, userKey),
    ...triggerFields(db, readString(url, 'event_trigger')),
  ];
  return { body: unpaginated(byTypes(fields, readList(url, 'type'))) };
}

export function dataFieldHandlers(router: Router) {
  return [
    router.route('get', '/workflows/:id/data_fields', listWorkflowDataFields),
    router.route('get', '/data_fields', listDataFields),
  ];
}
