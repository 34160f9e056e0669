/**
 * The canvas's controls, in its top-right corner so they are always on screen: zoom out and in
 * (with the zoom in words), fit the whole layout, the minimap, full screen (also the `f` key).
 */
import FitScreen from '@mui/icons-material/FitScreen';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import MapOutlined from '@mui/icons-material/MapOutlined';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import IconButton from '@mui/material/IconButton';
import { memo, useSyncExternalStore } from 'react';
import type { ViewportBus } from '../viewport/viewport-bus';
import type { ZoomLimits } from '../viewport/viewport-math';

interface CanvasControlsProps {
  /** The stage's viewport: the controls show its zoom (and render again only when that changes). */
  bus: ViewportBus;
  limits: ZoomLimits;
  mapOpen: boolean;
  fullScreen: boolean;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  onMapChange: (open: boolean) => void;
  onFullScreenChange: (full: boolean) => void;
}

/** Memoised: while the canvas pans, its zoom and so these controls stay as they are. */
export const CanvasControls = memo(function CanvasControls(props: CanvasControlsProps) {
  const { bus, limits, mapOpen, fullScreen } = props;
  const zoom = useSyncExternalStore(bus.subscribe, () => bus.get().zoom);
  const percent = zoom >= 0.1 ? Math.round(zoom * 100) : Math.round(zoom * 1000) / 10;
  return (
    <div className="wfc-controls" role="toolbar" aria-label="Canvas controls">
      <IconButton
        size="small"
        aria-label="Zoom out"
        title="Zoom out"
        disabled={zoom <= limits.minZoom}
        onClick={props.onZoomOut}
      >
        <ZoomOut fontSize="small" />
      </IconButton>
      <span className="wfc-controls__zoom" title="Zoom">
        {percent}%
      </span>
      <IconButton
        size="small"
        aria-label="Zoom in"
        title="Zoom in"
        disabled={zoom >= limits.maxZoom}
        onClick={props.onZoomIn}
      >
        <ZoomIn fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Fit view"
        title="Fit the whole layout"
        onClick={props.onFit}
      >
        <FitScreen fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={mapOpen ? 'Hide the minimap' : 'Show the minimap'}
        title={mapOpen ? 'Hide the minimap' : 'Show the minimap'}
        aria-pressed={mapOpen}
        onClick={() => props.onMapChange(!mapOpen)}
      >
        <MapOutlined fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={fullScreen ? 'Leave full screen' : 'Full screen'}
        title={fullScreen ? 'Leave full screen (Escape)' : 'Full screen (f)'}
        aria-keyshortcuts={fullScreen ? 'Escape' : 'f'}
        onClick={() => props.onFullScreenChange(!fullScreen)}
      >
        {fullScreen ? <FullscreenExit fontSize="small" /> : <Fullscreen fontSize="small" />}
      </IconButton>
    </div>
  );
});
