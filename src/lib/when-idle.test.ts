import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, and can be cancelled', () => {
    const callbacks = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => {
      callbacks.set(callbacks.size + 1, fn);
      return callbacks.size;
    });
    vi.stubGlobal('cancelIdleCallback', (handle: number) => callbacks.delete(handle));
    const task = vi.fn();
    whenIdle(task);
    const cancel = whenIdle(task);
    cancel();
    expect(callbacks.size).toBe(1);
    for (const run of callbacks.values()) run();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    const cancelled = vi.fn();
    whenIdle(task, 3000, 1500);
    whenIdle(cancelled, 3000, 1500)();
    vi.advanceTimersByTime(1499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
