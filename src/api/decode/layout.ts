/**
 * Reads a workflow layout template (`template` / `template_draft`) tolerantly: whatever arrives,
 * the result is well formed, and everything that could not be used is reported as a problem instead
 * of crashing the canvas. Edges are expected as `{id, source, target}` objects (the shape is not
 * published); anything else is reported.
 */
import { finiteNumber, isPlainObject, nonEmptyString, ownValue } from '@/utils/guards';
import { stringifyJson } from '@/utils/objects';
export interface Point {
  x: number;
  y: number;
}

export interface LayoutNodeInfo {
  id: string;
  type: string;
  name: string;
  actionTypeId: string | null;
  /** Null when the layout gives no usable position (the canvas places it automatically). */
  position: Point | null;
}

export interface LayoutEdgeInfo {
  id: string;
  source: string;
  target: string;
}

export interface ActionTypeRef {
  id: string;
  name: string | null;
  iconUrl: string | null;
}

export interface LayoutProblem {
  message: string;
}

export interface ParsedLayout {
  /** The layout exactly as the service sent it (downloaded as the draft snapshot, shown as JSON). */
  raw: unknown;
  nodes: LayoutNodeInfo[];
  nodeById: Map<string, LayoutNodeInfo>;
  edges: LayoutEdgeInfo[];
  actionTypes: ActionTypeRef[];
  width: number | null;
  height: number | null;
  problems: LayoutProblem[];
}

const MAX_PROBLEMS = 50;

function describeRaw(value: unknown): string {
  let raw: string;
  try {
    raw = stringifyJson(value) ?? String(value);
  } catch {
    raw = String(value);
  }
  return raw.length > 60 ? `${raw.slice(0, 59)}…` : raw;
}

/** An edge's identity: the connection it makes (ids may differ between versions of a layout). */
export function edgeKey(edge: Pick<LayoutEdgeInfo, 'source' | 'target'>): string {
  return `${edge.source}\u2192${edge.target}`;
}

/** Parsed layouts by the object they came from: the same template is read by several screens. */
const parsed = new WeakMap<object, ParsedLayout>();

/** Reads a layout (cached per layout object; the result is shared, so treat it as read-only). */
export function parseLayout(value: unknown): ParsedLayout {
  if (typeof value !== 'object' || value === null) return readLayout(value);
  let result = parsed.get(value);
  if (!result) {
    result = readLayout(value);
    parsed.set(value, result);
  }
  return result;
}

function readLayout(value: unknown): ParsedLayout {
  const problems: LayoutProblem[] = [];
  const report = (message: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push({ message });
    else if (problems.length === MAX_PROBLEMS)
      problems.push({ message: 'More problems were found and not listed.' });
  };
  const layout = isPlainObject(value) ? value : {};
  if (!isPlainObject(value))
    report(value == null ? 'The layout is missing.' : 'The layout is not an object.');

  const positions = isPlainObject(layout.positions) ? layout.positions : {};
  if (layout.positions !== undefined && !isPlainObject(layout.positions))
    report('The node positions cannot be read: the canvas places every node itself.');

  const nodes: LayoutNodeInfo[] = [];
  const nodeById = new Map<string, LayoutNodeInfo>();
  const rawNodes = Array.isArray(layout.nodes) ? layout.nodes : [];
  if (!Array.isArray(layout.nodes)) report('The list of nodes cannot be read.');
  for (const raw of rawNodes) {
    const id = isPlainObject(raw)
      ? (nonEmptyString(raw.id) ?? (typeof raw.id === 'number' ? String(raw.id) : null))
      : null;
    if (!isPlainObject(raw) || id === null) {
      report(`A node without an id was skipped: ${describeRaw(raw)}`);
      continue;
    }
    if (nodeById.has(id)) {
      report(`Node "${id}" appears twice; the second one was skipped.`);
      continue;
    }
    // Own properties only: a node named `__proto__` or `constructor` must not find Object's.
    const rawPosition = ownValue(positions, id);
    let position: Point | null = null;
    if (isPlainObject(rawPosition)) {
      const x = finiteNumber(rawPosition.x);
      const y = finiteNumber(rawPosition.y);
      if (x !== undefined && y !== undefined) position = { x, y };
      else
        report(`Node "${id}" has a position that is not two numbers: ${describeRaw(rawPosition)}`);
    } else if (rawPosition !== undefined) {
      report(`Node "${id}" has a position that is not an object: ${describeRaw(rawPosition)}`);
    }
    const node: LayoutNodeInfo = {
      id,
      type: nonEmptyString(raw.type) ?? 'Unknown',
      name: nonEmptyString(raw.name) ?? id,
      actionTypeId: nonEmptyString(raw.action_type_id) ?? null,
      position,
    };
    nodes.push(node);
    nodeById.set(id, node);
  }

  const edges: LayoutEdgeInfo[] = [];
  const seenEdges = new Set<string>();
  const rawEdges = Array.isArray(layout.edges) ? layout.edges : [];
  if (layout.edges !== undefined && !Array.isArray(layout.edges))
    report('The list of connections cannot be read.');
  for (const raw of rawEdges) {
    if (!isPlainObject(raw)) {
      report(`A connection that cannot be read was skipped: ${describeRaw(raw)}`);
      continue;
    }
    const source = nonEmptyString(raw.source);
    const target = nonEmptyString(raw.target);
    if (source === undefined || target === undefined) {
      report(`A connection without both of its ends was skipped: ${describeRaw(raw)}`);
      continue;
    }
    const missing = [source, target].filter((id) => !nodeById.has(id));
    if (missing.length > 0) {
      report(
        `The connection ${source} → ${target} points at a node that is not in the layout (${missing.join(', ')}).`,
      );
      continue;
    }
    const key = edgeKey({ source, target });
    if (seenEdges.has(key)) continue;
    seenEdges.add(key);
    edges.push({ id: nonEmptyString(raw.id) ?? `${source}-${target}`, source, target });
  }

  const actionTypes: ActionTypeRef[] = [];
  const seenTypes = new Set<string>();
  for (const raw of Array.isArray(layout.action_types) ? layout.action_types : []) {
    const fields = isPlainObject(raw) ? raw : null;
    const id = nonEmptyString(fields ? fields.id : raw);
    // An action type listed twice is one action type (the first entry says what it is).
    if (id === undefined || seenTypes.has(id)) continue;
    seenTypes.add(id);
    const icon = fields && isPlainObject(fields.icon) ? nonEmptyString(fields.icon.url) : undefined;
    actionTypes.push({ id, name: nonEmptyString(fields?.name) ?? null, iconUrl: icon ?? null });
  }

  return {
    raw: value,
    nodes,
    nodeById,
    edges,
    actionTypes,
    width: finiteNumber(layout.width) ?? null,
    height: finiteNumber(layout.height) ?? null,
    problems,
  };
}
