/**
 * One or two canvases under one viewport: opened by the reading rule (the whole layout when it is
 * readable so, else 100% on the focus node), recentred on the node a change names, with zoom and
 * fit buttons, a minimap and full screen. Both canvases of the split view are always drawn with the
 * same viewport (one viewport bus, see viewport-bus.ts), from the first frame on.
 */
import { useTheme, type Theme } from '@mui/material/styles';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { Point } from '@/api/models';
import { boundsOf } from '../auto-layout';
import { cornerOf } from '../viewport/opening-focus';
import { createViewportBus, type ViewportBus } from '../viewport/viewport-bus';
import {
  centreOn,
  fitViewport,
  fitZoom,
  openingViewport,
  zoomAround,
  type Size,
} from '../viewport/viewport-math';
import type { StageCanvas } from '../stage-canvases';
import { CanvasControls } from './canvas-controls';
import { LayoutCanvas } from './layout-canvas';
import { mapShapes, type MapTone } from './map-shapes';
import { OverviewMap } from './overview-map';
import { themeVariables } from './theme-variables';

interface CanvasStageProps {
  canvases: StageCanvas[];
  /** The node chosen (URL or change list): centred when it changes. */
  focusId: string | null;
  /** The node to open on when the layout does not fit readably. */
  openingFocusId: string | null;
  /** Changes each time the same node is chosen again, so it is centred again. */
  focusRequest: number;
  height: number;
  fullScreen: boolean;
  onFullScreenChange: (full: boolean) => void;
  onNodeClick: (nodeId: string) => void;
}

const MAX_ZOOM = 2;
/** jsdom and hidden pages measure nothing; the canvas still renders at this size. */
const FALLBACK_WIDTH = 800;

function useSlotSize(height: number) {
  const slot = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const next = {
        width: Math.round(rect.width) || FALLBACK_WIDTH,
        height: Math.round(rect.height) || height,
      };
      setSize((prev) => (prev?.width === next.width && prev.height === next.height ? prev : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [height]);
  return { slot, size };
}

function mapColoursOf(palette: Theme['palette']): Record<MapTone, string> {
  return {
    added: palette.success.main,
    removed: palette.error.main,
    changed: palette.warning.main,
    same: palette.text.secondary,
  };
}

export function CanvasStage(props: CanvasStageProps) {
  const { canvases, focusId, openingFocusId, focusRequest, height, fullScreen } = props;
  const theme = useTheme();
  const { slot, size } = useSlotSize(height);
  const positions = useMemo(() => canvases.map((canvas) => canvas.graph.positions), [canvases]);
  const bounds = useMemo(
    () => boundsOf(positions.flatMap((map) => [...map.values()])),
    [positions],
  );
  const shapes = useMemo(() => mapShapes(canvases.map((canvas) => canvas.graph)), [canvases]);
  const limits = useMemo(
    () => ({
      // Low enough that Fit shows any layout whole on this canvas.
      minZoom: Math.min(0.02, bounds && size ? fitZoom(bounds, size) * 0.9 : 0.02),
      maxZoom: MAX_ZOOM,
    }),
    [bounds, size],
  );
  const [mapOpen, setMapOpen] = useState<boolean | null>(null);
  const corner = useCallback(
    (id: string | null): Point | null => (id === null ? null : cornerOf(id, positions)),
    [positions],
  );

  // The stage's one viewport, made with the opening viewport once the canvas has a size (before the
  // first frame is painted, and before any canvas mounts, as a canvas opens where the bus is).
  const [bus, setBus] = useState<ViewportBus | null>(null);
  if (size && bus === null) {
    const id = focusId !== null && corner(focusId) ? focusId : openingFocusId;
    const place = corner(id);
    const opening = openingViewport({
      bounds,
      size,
      focus: id !== null && place ? { id, corner: place } : null,
      limits,
    });
    setBus(createViewportBus(opening.viewport));
    setMapOpen(opening.mode === 'focus');
  }

  // When the canvas grows or shrinks (full screen, the window, the panel), what was in its middle
  // stays in its middle.
  const shownSize = useRef(size);
  useLayoutEffect(() => {
    const before = shownSize.current;
    shownSize.current = size;
    if (!bus || !size || !before || before === size) return;
    const now = bus.get();
    bus.set({
      ...now,
      x: now.x + (size.width - before.width) / 2,
      y: now.y + (size.height - before.height) / 2,
    });
  }, [size, bus]);

  // A node chosen later is centred, at 100% or closer (both canvases move: they share the viewport).
  const requested = useRef({ focusId, focusRequest });
  useLayoutEffect(() => {
    const last = requested.current;
    if (last.focusId === focusId && last.focusRequest === focusRequest) return;
    requested.current = { focusId, focusRequest };
    const place = corner(focusId);
    if (size && bus && place) bus.set(centreOn(place, size, Math.max(bus.get().zoom, 1)));
  }, [focusId, focusRequest, corner, size, bus]);

  // Stable while the canvas pans (they change with its size), so the memoised controls stay put.
  const zoomBy = useCallback(
    (factor: number) => {
      const centre = size ? { x: size.width / 2, y: size.height / 2 } : { x: 0, y: 0 };
      bus?.set(zoomAround(bus.get(), factor, centre, limits));
    },
    [size, limits, bus],
  );
  const zoomIn = useCallback(() => zoomBy(1.25), [zoomBy]);
  const zoomOut = useCallback(() => zoomBy(1 / 1.25), [zoomBy]);
  const fit = useCallback(() => {
    if (bounds && size) bus?.set(fitViewport(bounds, size, limits));
  }, [bounds, size, limits, bus]);

  return (
    <div className="wfc-stage" style={{ ...themeVariables(theme), height }}>
      <div className="wfc-stage__canvases">
        {canvases.map((canvas, index) => (
          <div key={canvas.id} className="wfc-stage__slot" ref={index === 0 ? slot : undefined}>
            {bus ? (
              <LayoutCanvas
                id={canvas.id}
                label={canvas.label}
                graph={canvas.graph}
                bus={bus}
                minZoom={limits.minZoom}
                maxZoom={limits.maxZoom}
                onNodeClick={props.onNodeClick}
              />
            ) : null}
            {canvas.title ? (
              <span className="wfc-stage__title" aria-hidden>
                {canvas.title}
              </span>
            ) : null}
          </div>
        ))}
      </div>
      {bus && size ? (
        <>
          <CanvasControls
            bus={bus}
            limits={limits}
            mapOpen={mapOpen === true}
            fullScreen={fullScreen}
            onZoomIn={zoomIn}
            onZoomOut={zoomOut}
            onFit={fit}
            onMapChange={setMapOpen}
            onFullScreenChange={props.onFullScreenChange}
          />
          {mapOpen ? (
            <div className="wfc-stage__map">
              <OverviewMap
                shapes={shapes}
                bus={bus}
                size={size}
                label="Minimap of the whole layout; the frame is what the canvas shows"
                colours={mapColoursOf(theme.palette)}
                onCentre={(point) => {
                  const now = bus.get();
                  bus.set({
                    ...now,
                    x: size.width / 2 - point.x * now.zoom,
                    y: size.height / 2 - point.y * now.zoom,
                  });
                }}
              />
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
