import { describe, expect, it } from 'vitest';
import { parseLayout } from '@/api/decode/layout';

const start = { id: 'start_of_workflow', type: 'Start', name: 'Start Workflow' };

describe('parseLayout', () => {
  it('reads nodes, positions, edges, action types and size', () => {
    const layout = parseLayout({
      object: 'workflow_layout_template',
      nodes: [start, { id: 'a', type: 'Action', name: 'Send', action_type_id: 'at1' }],
      positions: { start_of_workflow: { x: 450, y: 0 }, a: { x: 450, y: 150 } },
      edges: [{ id: 'start_of_workflow-a', source: 'start_of_workflow', target: 'a' }],
      action_types: [{ id: 'at1', name: 'Send message', icon: { url: 'https://x/i.svg' } }],
      width: 1500,
      height: 600,
    });
    expect(layout.problems).toEqual([]);
    expect(layout.nodes.map((n) => [n.id, n.type, n.actionTypeId, n.position])).toEqual([
      ['start_of_workflow', 'Start', null, { x: 450, y: 0 }],
      ['a', 'Action', 'at1', { x: 450, y: 150 }],
    ]);
    expect(layout.edges).toEqual([
      { id: 'start_of_workflow-a', source: 'start_of_workflow', target: 'a' },
    ]);
    expect(layout.actionTypes).toEqual([
      { id: 'at1', name: 'Send message', iconUrl: 'https://x/i.svg' },
    ]);
    expect([layout.width, layout.height]).toEqual([1500, 600]);
  });

  it('reads an action type listed twice as one, the first entry saying what it is', () => {
    const layout = parseLayout({
      nodes: [start],
      action_types: [
        { id: 'at1', name: 'Send message' },
        'at2',
        'at1',
        { id: 'at2', name: 'Late' },
      ],
    });
    expect(layout.actionTypes).toEqual([
      { id: 'at1', name: 'Send message', iconUrl: null },
      { id: 'at2', name: null, iconUrl: null },
    ]);
  });

  it('reports edges of other shapes and edges to missing nodes instead of crashing', () => {
    const layout = parseLayout({
      nodes: [start, { id: 'a', type: 'Action', name: 'A' }],
      positions: {},
      edges: [
        'start_of_workflow-a',
        { source: 'start_of_workflow' },
        { source: 'a', target: 'node_missing' },
        null,
        { source: 'start_of_workflow', target: 'a' },
      ],
    });
    expect(layout.edges).toEqual([
      { id: 'start_of_workflow-a', source: 'start_of_workflow', target: 'a' },
    ]);
    expect(layout.problems.map((p) => p.message)).toEqual([
      'A connection that cannot be read was skipped: "start_of_workflow-a"',
      'A connection without both of its ends was skipped: {"source":"start_of_workflow"}',
      'The connection a → node_missing points at a node that is not in the layout (node_missing).',
      'A connection that cannot be read was skipped: null',
    ]);
  });

  it('keeps nodes without a usable position, with a null position and a problem when it is broken', () => {
    const layout = parseLayout({
      nodes: [start, { id: 'a' }, { id: 'b' }],
      positions: { start_of_workflow: { x: '450', y: 0 }, b: 'here' },
    });
    expect(layout.nodes.map((n) => n.position)).toEqual([null, null, null]);
    expect(layout.nodes[1]).toMatchObject({ type: 'Unknown', name: 'a' });
    expect(layout.problems).toHaveLength(2);
  });

  it('survives anything at all', () => {
    for (const value of [
      undefined,
      null,
      42,
      'x',
      [],
      { nodes: 'no', edges: {}, positions: [] },
      { nodes: [{ id: 'x' }, { id: 'x' }, {}] },
    ]) {
      const layout = parseLayout(value);
      expect(Array.isArray(layout.nodes)).toBe(true);
      expect(Array.isArray(layout.edges)).toBe(true);
    }
    expect(parseLayout({ nodes: [{ id: 'x' }, { id: 'x' }] }).problems[0]?.message).toMatch(
      /appears twice/,
    );
  });
});
