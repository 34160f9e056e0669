import { describe, expect, it } from 'vitest';
import { parseLayout } from '@/api/decode/layout';
import { generateLayoutPair } from '@test/support/generated-layouts';
import { boundsOf, NODE_HEIGHT, NODE_WIDTH, placeNodes } from '../auto-layout';
import type { Change } from '../changes';
import { openingFocusId } from './opening-focus';
import {
  panToShow,
  centreOn,
  fitViewport,
  nodeInView,
  openingViewport,
  READABLE_ZOOM,
  zoomAround,
  type Size,
} from './viewport-math';

const limits = { minZoom: 0.02, maxZoom: 2 };
const SCREENS: Size[] = [
  { width: 1440 - 240 - 48, height: 560 },
  { width: 540, height: 560 },
  { width: 1280 - 240 - 48, height: 480 },
  { width: 358, height: 480 },
];

describe('openingViewport', () => {
  it('fits a small layout, never past 100%, with every node in view', () => {
    const bounds = { x: 450, y: 0, width: NODE_WIDTH, height: NODE_HEIGHT };
    const opening = openingViewport({ bounds, size: SCREENS[0] as Size, focus: null, limits });
    expect(opening.mode).toBe('fit');
    expect(opening.viewport.zoom).toBe(1);
    expect(nodeInView({ x: 450, y: 0 }, opening.viewport, SCREENS[0] as Size)).toBe(true);
  });

  it('fits when the whole layout stays readable, else opens at 100% on the focus node', () => {
    const size = { width: 800, height: 600 };
    const fits = openingViewport({
      bounds: { x: 0, y: 0, width: 900, height: 600 },
      size,
      focus: null,
      limits,
    });
    expect(fits.mode).toBe('fit');
    expect(fits.viewport.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);

    const corner = { x: 2400, y: 3000 };
    const tall = openingViewport({
      bounds: { x: 0, y: 0, width: 900, height: 5000 },
      size,
      focus: { id: 'n', corner },
      limits,
    });
    expect(tall).toEqual({
      mode: 'focus',
      focusId: 'n',
      viewport: centreOn(corner, size, 1),
    });
    expect(nodeInView(corner, tall.viewport, size)).toBe(true);
  });

  it('shows an empty layout at 100% from the origin', () => {
    expect(
      openingViewport({ bounds: null, size: { width: 500, height: 500 }, focus: null, limits }),
    ).toEqual({ viewport: { x: 0, y: 0, zoom: 1 }, mode: 'focus', focusId: null });
  });

  // The figures the issue asks for: 5, 30, 300 and 2,000 nodes, on a desktop and a laptop canvas
  // (and half of each for the split view): the focused node is in view and the zoom is readable.
  it.each([5, 30, 300, 2000])('opens %i nodes readably on every canvas size', (count) => {
    const { published, draft } = generateLayoutPair(count, Math.max(3, Math.round(count / 20)));
    const base = parseLayout(published);
    const head = parseLayout(draft);
    const placed = placeNodes(head.nodes, head.edges);
    const positions = new Map([...placed].map(([id, placement]) => [id, placement.point]));
    const bounds = boundsOf(positions.values());
    const changes: Change[] = head.nodes.slice(-3).map((node) => ({
      key: `node-renamed:${node.id}`,
      kind: 'node-renamed',
      effective: true,
      nodeId: node.id,
      nodeIds: [node.id],
      title: '',
      detail: '',
    }));
    const focusId = openingFocusId({
      urlNode: null,
      changes,
      layouts: [head, base],
      has: (id) => positions.has(id),
    });
    const corner = focusId === null ? null : (positions.get(focusId) ?? null);
    for (const size of SCREENS) {
      const opening = openingViewport({
        bounds,
        size,
        focus: focusId && corner ? { id: focusId, corner } : null,
        limits,
      });
      expect(opening.viewport.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
      if (opening.mode === 'focus') {
        expect(opening.focusId).toBe(changes[0]?.nodeId);
        expect(nodeInView(corner ?? { x: 0, y: 0 }, opening.viewport, size)).toBe(true);
      } else {
        for (const point of positions.values())
          expect(nodeInView(point, opening.viewport, size)).toBe(true);
      }
    }
  });
});

describe('fitViewport and zoomAround', () => {
  it('centres the bounds and keeps the zoom inside its limits', () => {
    const viewport = fitViewport(
      { x: 0, y: 0, width: 100_000, height: 100 },
      { width: 500, height: 400 },
      limits,
    );
    expect(viewport.zoom).toBe(0.02);
    expect(viewport.x + 50_000 * viewport.zoom).toBeCloseTo(250);
  });

  it('zooms around a screen point without moving what is under it', () => {
    const before = { x: 10, y: 20, zoom: 1 };
    const after = zoomAround(before, 2, { x: 110, y: 220 }, limits);
    expect(after.zoom).toBe(2);
    expect((110 - after.x) / after.zoom).toBeCloseTo((110 - before.x) / before.zoom);
    expect((220 - after.y) / after.zoom).toBeCloseTo((220 - before.y) / before.zoom);
    expect(zoomAround(before, 10, { x: 0, y: 0 }, limits).zoom).toBe(2);
  });
});

describe('openingFocusId', () => {
  const layout = parseLayout({
    nodes: [
      { id: 'a', type: 'Action', name: 'A' },
      { id: 's', type: 'Start', name: 'Start' },
    ],
    positions: { a: { x: 0, y: 100 }, s: { x: 0, y: 0 } },
    edges: [],
  });
  const change = (id: string, effective = true): Change => ({
    key: id,
    kind: effective ? 'node-added' : 'node-moved',
    effective,
    nodeId: id,
    nodeIds: [id],
    title: '',
    detail: '',
  });

  it('prefers the URL’s node, then the first effective change, then the Start node', () => {
    const has = (id: string) => id === 'a' || id === 's';
    expect(openingFocusId({ urlNode: 's', changes: [change('a')], layouts: [layout], has })).toBe(
      's',
    );
    expect(
      openingFocusId({
        urlNode: 'gone',
        changes: [change('s', false), change('x'), change('a')],
        layouts: [layout],
        has,
      }),
    ).toBe('a');
    expect(openingFocusId({ urlNode: null, changes: [], layouts: [layout], has })).toBe('s');
    expect(openingFocusId({ urlNode: null, changes: [], layouts: [], has })).toBeNull();
  });
});

describe('panning a focused node into view', () => {
  const frame = { left: 0, top: 0, right: 800, bottom: 600 };
  it('leaves a node that is wholly in view where it is', () => {
    expect(panToShow({ left: 100, top: 100, right: 280, bottom: 160 }, frame)).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('moves a node cut by an edge just far enough, a margin in from it', () => {
    expect(panToShow({ left: 700, top: 580, right: 880, bottom: 640 }, frame)).toEqual({
      x: -96,
      y: -56,
    });
    expect(panToShow({ left: -50, top: -10, right: 130, bottom: 50 }, frame)).toEqual({
      x: 66,
      y: 26,
    });
  });

  it('shows a node larger than the frame from its top-left corner', () => {
    expect(panToShow({ left: 100, top: 0, right: 1000, bottom: 60 }, frame)).toEqual({
      x: -84,
      y: 16,
    });
  });
});
