import { describe, expect, it, vi } from 'vitest';
import { createViewportBus } from './viewport-bus';

describe('createViewportBus', () => {
  it('tells every listener the new viewport and which canvas moved', () => {
    const bus = createViewportBus({ x: 0, y: 0, zoom: 1 });
    const first = vi.fn();
    const second = vi.fn();
    bus.subscribe(first);
    bus.subscribe(second);
    bus.set({ x: 10, y: -4, zoom: 0.8 }, 'draft');
    expect(bus.get()).toEqual({ x: 10, y: -4, zoom: 0.8 });
    expect(first).toHaveBeenCalledWith({ x: 10, y: -4, zoom: 0.8 }, 'draft');
    expect(second).toHaveBeenCalledWith({ x: 10, y: -4, zoom: 0.8 }, 'draft');
  });

  it('stays silent when the viewport does not change, and keeps the same object', () => {
    const bus = createViewportBus({ x: 1, y: 2, zoom: 1 });
    const before = bus.get();
    const listener = vi.fn();
    bus.subscribe(listener);
    bus.set({ x: 1, y: 2, zoom: 1 });
    expect(listener).not.toHaveBeenCalled();
    expect(bus.get()).toBe(before);
  });

  it('keeps its own copy and stops telling a listener that unsubscribed', () => {
    const bus = createViewportBus({ x: 0, y: 0, zoom: 1 });
    const listener = vi.fn();
    const unsubscribe = bus.subscribe(listener);
    const next = { x: 5, y: 5, zoom: 2 };
    bus.set(next);
    next.x = 99;
    expect(bus.get()).toEqual({ x: 5, y: 5, zoom: 2 });
    unsubscribe();
    bus.set({ x: 6, y: 6, zoom: 2 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
