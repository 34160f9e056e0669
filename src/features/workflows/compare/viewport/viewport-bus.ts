/**
 * The one viewport every canvas of the stage shows, held outside React. A canvas being panned
 * publishes each step here from React Flow's own input handler, and every other canvas applies it
 * straight to its React Flow store in the same call: both sides move in the same frame without a
 * React render of the stage per step. The controls and the minimap read it with
 * `useSyncExternalStore`.
 */
import type { Viewport } from './viewport-math';

/** Told the new viewport and which canvas moved (none when the stage itself moved the view). */
export type ViewportListener = (viewport: Viewport, source: string | undefined) => void;

export interface ViewportBus {
  get: () => Viewport;
  /** Sets the viewport; listeners hear of it only when it differs from the current one. */
  set: (next: Viewport, source?: string) => void;
  subscribe: (listener: ViewportListener) => () => void;
}

export const sameViewport = (a: Viewport, b: Viewport) =>
  a.x === b.x && a.y === b.y && a.zoom === b.zoom;

export function createViewportBus(initial: Viewport): ViewportBus {
  let current = initial;
  const listeners = new Set<ViewportListener>();
  return {
    get: () => current,
    set(next, source) {
      if (sameViewport(current, next)) return;
      current = { x: next.x, y: next.y, zoom: next.zoom };
      for (const listener of [...listeners]) listener(current, source);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
