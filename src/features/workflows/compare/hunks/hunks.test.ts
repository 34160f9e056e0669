import { describe, expect, it } from 'vitest';
import { parseLayout } from '@/api/decode/layout';
import { compareLayouts } from '@test/support/decoded';
import { generateLayoutPair } from '@test/support/generated-layouts';
import { layoutHunk, nodesPerRow } from './hunk-layout';
import { buildHunks, MAX_HUNK_NODES } from './hunks';

/** A chain start → a → b → … with every node at its own row, plus extra edges. */
function chain(ids: string[], names: Record<string, string> = {}, extra: [string, string][] = []) {
  return {
    nodes: ids.map((id) => ({
      id,
      type: id === 'start' ? 'Start' : 'Action',
      name: names[id] ?? id,
    })),
    positions: Object.fromEntries(ids.map((id, index) => [id, { x: 0, y: index * 150 }])),
    edges: [
      ...ids
        .slice(1)
        .map((id, index) => ({ id: `e${index}`, source: ids[index] ?? '', target: id })),
      ...extra.map(([source, target]) => ({ id: `${source}-${target}`, source, target })),
    ],
  };
}

const IDS = ['start', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

describe('buildHunks', () => {
  it('gives each change its neighbours one edge away, in either version', () => {
    const comparison = compareLayouts(chain(IDS), chain(IDS, { e: 'E renamed' }));
    const hunks = buildHunks(comparison.changes, [comparison.base, comparison.head]);
    expect(hunks).toEqual([
      expect.objectContaining({ kind: 'nodes', changed: ['e'], context: ['d', 'f'] }),
    ]);
    expect(hunks[0]?.changes.map((change) => change.title)).toEqual(['Renamed “e” to “E renamed”']);
  });

  it('merges consecutive changes that share a node, and keeps far-apart ones apart', () => {
    const comparison = compareLayouts(chain(IDS), chain(IDS, { b: 'B2', c: 'C2', g: 'G2' }));
    const hunks = buildHunks(comparison.changes, [comparison.base, comparison.head]);
    expect(
      hunks.map((hunk) => (hunk.kind === 'nodes' ? [hunk.changed, hunk.context] : [])),
    ).toEqual([
      [
        ['b', 'c'],
        ['a', 'd'],
      ],
      [['g'], ['f', 'h']],
    ]);
  });

  it('does not merge changes that only share a node when they are not consecutive', () => {
    // Renames are listed after additions: "added x" (next to a) and "renamed a" are consecutive;
    // "renamed g" sits between nothing it touches.
    const draft = chain(IDS, { a: 'A2', g: 'G2' });
    draft.nodes.push({ id: 'x', type: 'Action', name: 'x' });
    draft.positions.x = { x: 300, y: 150 };
    draft.edges.push({ id: 'a-x', source: 'a', target: 'x' });
    const comparison = compareLayouts(chain(IDS), draft);
    const hunks = buildHunks(comparison.changes, [comparison.base, comparison.head]);
    expect(hunks.map((hunk) => hunk.changes.map((change) => change.kind))).toEqual([
      ['node-added', 'node-renamed'],
      ['node-renamed'],
      ['edge-added'],
    ]);
  });

  it('leaves out layout-only changes and groups trigger changes per value', () => {
    const moved = chain(IDS);
    moved.positions.c = { x: 40, y: 300 };
    const comparison = compareLayouts(chain(IDS), moved, {
      event_trigger: { key: 'a', name: 'A' },
      event_trigger_draft: { key: 'b', name: 'B' },
      match_conditions: { match: 'all' },
      match_conditions_draft: { match: 'any' },
    });
    const hunks = buildHunks(comparison.changes, [comparison.base, comparison.head]);
    expect(
      hunks.map((hunk) => [
        hunk.kind,
        hunk.kind === 'field' ? hunk.field : null,
        hunk.changes.length,
      ]),
    ).toEqual([
      ['field', 'event_trigger', 2],
      ['field', 'match_conditions', 1],
    ]);
  });

  it(`stops merging at ${MAX_HUNK_NODES} nodes`, () => {
    const ids = ['start', ...Array.from({ length: 60 }, (_, index) => `n${index}`)];
    const names = Object.fromEntries(ids.slice(1).map((id) => [id, `${id} v2`]));
    const comparison = compareLayouts(chain(ids), chain(ids, names));
    const hunks = buildHunks(comparison.changes, [comparison.base, comparison.head]);
    expect(hunks.length).toBeGreaterThan(1);
    for (const hunk of hunks)
      if (hunk.kind === 'nodes')
        expect(hunk.changed.length + hunk.context.length).toBeLessThanOrEqual(MAX_HUNK_NODES);
    expect(hunks.flatMap((hunk) => hunk.changes)).toHaveLength(60);
  });

  // How long this takes is a figure of `npm run bench` (diff), not a timed test.
  it('builds the hunks of 2,000 nodes with 200 changes, every effective change in one', () => {
    const { published, draft } = generateLayoutPair(2000, 200);
    const comparison = compareLayouts(published, draft);
    const hunks = buildHunks(comparison.changes, [comparison.base, comparison.head]);
    expect(hunks.length).toBeGreaterThan(50);
    expect(hunks.flatMap((hunk) => hunk.changes)).toHaveLength(
      comparison.changes.filter((change) => change.effective).length,
    );
  });
});

describe('layoutHunk', () => {
  const base = parseLayout(chain(['start', 'a', 'b', 'c'], {}, [['a', 'c']]));
  const head = parseLayout({
    ...chain(['start', 'a', 'c'], {}, [['a', 'b']]),
    positions: { start: { x: 0, y: 0 }, a: { x: 0, y: 150 }, c: { x: 0, y: 450 } },
  });

  it('puts a node one row below the node before it, the same places for both versions', () => {
    const layout = layoutHunk(['c', 'a', 'b'], base, head, 4);
    const y = (id: string) => layout.positions.get(id)?.y ?? -1;
    expect(y('a')).toBeLessThan(y('b'));
    expect(y('b')).toBeLessThan(y('c'));
    expect(layout.edges).toEqual(
      expect.arrayContaining([
        { source: 'a', target: 'c', status: 'same' },
        { source: 'b', target: 'c', status: 'removed' },
      ]),
    );
  });

  it('wraps a wide row to the width there is', () => {
    const fan = parseLayout({
      nodes: ['s', 'a', 'b', 'c', 'd', 'e'].map((id) => ({ id, type: 'Action', name: id })),
      positions: {
        s: { x: 0, y: 0 },
        a: { x: 0, y: 100 },
        b: { x: 1, y: 100 },
        c: { x: 2, y: 100 },
        d: { x: 3, y: 100 },
        e: { x: 4, y: 100 },
      },
      edges: ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, source: 's', target: id })),
    });
    const perRow = nodesPerRow(500);
    expect(perRow).toBe(2);
    const layout = layoutHunk(['s', 'a', 'b', 'c', 'd', 'e'], fan, fan, perRow);
    expect(layout.width).toBeLessThanOrEqual(500);
    expect(new Set([...layout.positions.values()].map((point) => point.y)).size).toBe(4);
  });
});
