/**
 * Where the canvas looks, as plain numbers: the opening rule (readable at first sight), fitting,
 * centring a node, zooming around a point. React Flow's viewport is `{x, y, zoom}`: a layout point p
 * is drawn at `p * zoom + (x, y)` inside the canvas.
 */
import type { Point } from '@/api/models';
import { NODE_HEIGHT, NODE_WIDTH, type Bounds } from '../auto-layout';

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface ZoomLimits {
  minZoom: number;
  maxZoom: number;
}

/** Below this zoom a node's name (12 px text) is too small to read. */
export const READABLE_ZOOM = 0.75;
/** Room kept around a fitted layout, in screen pixels. */
const FIT_MARGIN = 24;

const clamp = (value: number, { minZoom, maxZoom }: ZoomLimits) =>
  Math.min(maxZoom, Math.max(minZoom, value));

/** The zoom at which `bounds` fills `size` (with a margin), not clamped. */
export function fitZoom(bounds: Bounds, size: Size): number {
  const width = Math.max(1, size.width - FIT_MARGIN * 2);
  const height = Math.max(1, size.height - FIT_MARGIN * 2);
  return Math.min(width / Math.max(1, bounds.width), height / Math.max(1, bounds.height));
}

/** The whole of `bounds` in view, centred; never enlarged past 100%. */
export function fitViewport(bounds: Bounds, size: Size, limits: ZoomLimits): Viewport {
  const zoom = clamp(Math.min(1, fitZoom(bounds, size)), limits);
  return {
    x: size.width / 2 - (bounds.x + bounds.width / 2) * zoom,
    y: size.height / 2 - (bounds.y + bounds.height / 2) * zoom,
    zoom,
  };
}

/** The node whose top-left corner is `corner` in the middle of the canvas, at `zoom`. */
export function centreOn(corner: Point, size: Size, zoom: number): Viewport {
  return {
    x: size.width / 2 - (corner.x + NODE_WIDTH / 2) * zoom,
    y: size.height / 2 - (corner.y + NODE_HEIGHT / 2) * zoom,
    zoom,
  };
}

/** `viewport` zoomed by `factor`, keeping the layout point under the screen point `anchor` still. */
export function zoomAround(
  viewport: Viewport,
  factor: number,
  anchor: Point,
  limits: ZoomLimits,
): Viewport {
  const zoom = clamp(viewport.zoom * factor, limits);
  const layoutX = (anchor.x - viewport.x) / viewport.zoom;
  const layoutY = (anchor.y - viewport.y) / viewport.zoom;
  return { x: anchor.x - layoutX * zoom, y: anchor.y - layoutY * zoom, zoom };
}

export interface Opening {
  viewport: Viewport;
  /** `fit`: the whole layout is readable in view; `focus`: 100% on one node, the rest around it. */
  mode: 'fit' | 'focus';
  /** The node centred in `focus` mode. */
  focusId: string | null;
}

/**
 * The rule for opening a canvas: the whole layout when it fits at a readable zoom (75% or more);
 * otherwise 100% centred on the focus node (the one the URL names, else the first change, else the
 * Start node). A layout with no node at all is shown at 100% from the origin.
 */
export function openingViewport(input: {
  bounds: Bounds | null;
  size: Size;
  focus: { id: string; corner: Point } | null;
  limits: ZoomLimits;
}): Opening {
  const { bounds, size, focus, limits } = input;
  if (!bounds) return { viewport: { x: 0, y: 0, zoom: 1 }, mode: 'focus', focusId: null };
  if (fitZoom(bounds, size) >= READABLE_ZOOM) {
    return { viewport: fitViewport(bounds, size, limits), mode: 'fit', focusId: null };
  }
  const corner = focus?.corner ?? { x: bounds.x, y: bounds.y };
  return {
    viewport: centreOn(corner, size, clamp(1, limits)),
    mode: 'focus',
    focusId: focus?.id ?? null,
  };
}

/** Is the node at `corner` wholly inside the canvas at `viewport`? */
export function nodeInView(corner: Point, viewport: Viewport, size: Size): boolean {
  const left = corner.x * viewport.zoom + viewport.x;
  const top = corner.y * viewport.zoom + viewport.y;
  return (
    left >= 0 &&
    top >= 0 &&
    left + NODE_WIDTH * viewport.zoom <= size.width &&
    top + NODE_HEIGHT * viewport.zoom <= size.height
  );
}

/** A box on screen (a DOMRect's edges). */
export interface ScreenBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * How far to pan (screen px, added to the viewport's x and y) so that `node` lies wholly inside
 * `frame`, `margin` px in from its edges: nothing when it already does; the least move otherwise, and
 * the node's top-left corner wins when the node is larger than the frame.
 */
export function panToShow(node: ScreenBox, frame: ScreenBox, margin = 16): Point {
  const axis = (start: number, end: number, min: number, max: number) => {
    if (start < min + margin) return min + margin - start;
    if (end > max - margin) return Math.max(max - margin - end, min + margin - start);
    return 0;
  };
  return {
    x: axis(node.left, node.right, frame.left, frame.right),
    y: axis(node.top, node.bottom, frame.top, frame.bottom),
  };
}
