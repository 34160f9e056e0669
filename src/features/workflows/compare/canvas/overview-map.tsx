/**
 * A small minimap of the whole layout, drawn as one SVG path per kind of node (four elements whatever
 * the layout's size) with the visible area framed. Every node is drawn at least a few pixels big, and
 * changed nodes bigger and on top, so a 2,000-node layout still shows where its changes are. Click or
 * drag on it to move the view there. It lives outside React Flow: the split view shows one for both.
 */
import { useMemo, useSyncExternalStore, type PointerEvent } from 'react';
import type { Point } from '@/api/models';
import type { ViewportBus } from '../viewport/viewport-bus';
import type { Size } from '../viewport/viewport-math';
import { MAP_HEIGHT, MAP_TONES, MAP_WIDTH, type MapShapes, type MapTone } from './map-shapes';

interface OverviewMapProps {
  shapes: MapShapes;
  /** The stage's viewport, framed on the map. */
  bus: ViewportBus;
  /** The canvas the frame stands for. */
  size: Size;
  label: string;
  colours: Record<MapTone, string>;
  /** Centre the canvas on this layout point. */
  onCentre: (point: Point) => void;
}

export function OverviewMap({ shapes, bus, size, label, colours, onCentre }: OverviewMapProps) {
  const viewport = useSyncExternalStore(bus.subscribe, bus.get);
  const { zoom } = viewport;
  const view = {
    x: -viewport.x / zoom,
    y: -viewport.y / zoom,
    width: size.width / zoom,
    height: size.height / zoom,
  };
  // The layout's box, padded and widened to the map's shape with the layout in the middle.
  const box = useMemo(() => {
    const pad = Math.max(shapes.bounds.width, shapes.bounds.height) * 0.04;
    const width = shapes.bounds.width + pad * 2;
    const height = shapes.bounds.height + pad * 2;
    const scale = Math.max(width / MAP_WIDTH, height / MAP_HEIGHT);
    return {
      x: shapes.bounds.x - pad - (MAP_WIDTH * scale - width) / 2,
      y: shapes.bounds.y - pad - (MAP_HEIGHT * scale - height) / 2,
      scale,
    };
  }, [shapes]);
  const { scale } = box;

  const moveTo = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onCentre({
      x: box.x + ((event.clientX - rect.left) / rect.width) * (MAP_WIDTH * scale),
      y: box.y + ((event.clientY - rect.top) / rect.height) * (MAP_HEIGHT * scale),
    });
  };

  return (
    <svg
      className="wfc-overview-map"
      width={MAP_WIDTH}
      height={MAP_HEIGHT}
      viewBox={`${box.x} ${box.y} ${MAP_WIDTH * scale} ${MAP_HEIGHT * scale}`}
      role="img"
      aria-label={label}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        moveTo(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) moveTo(event);
      }}
    >
      {MAP_TONES.map((tone) =>
        shapes.paths[tone] ? <path key={tone} d={shapes.paths[tone]} fill={colours[tone]} /> : null,
      )}
      <rect
        x={view.x}
        y={view.y}
        width={view.width}
        height={view.height}
        fill="currentColor"
        fillOpacity={0.08}
        stroke="currentColor"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
