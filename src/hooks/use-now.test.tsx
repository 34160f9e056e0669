import { act, render, screen } from '@testing-library/react';
import { Profiler, useLayoutEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

let renders = 0;
const counted = () => {
  renders += 1;
};
function Clock() {
  return (
    <Profiler id="clock" onRender={counted}>
      <Shown />
    </Profiler>
  );
}
function Shown() {
  return <output>{useNow()}</output>;
}

/** Time passes between the render and the effects that subscribe, as it does in a browser. */
function TimePasses() {
  useLayoutEffect(() => {
    vi.advanceTimersByTime(5);
  });
  return null;
}

const shown = () => Number(screen.getByRole('status').textContent);
let start = 0;
let hours = 0;
/** `ms` after this test's start, which is later than any time an earlier test or the module read. */
const at = (ms: number) => start + ms;

describe('useNow', () => {
  beforeEach(() => {
    renders = 0;
    hours += 1;
    start = Date.now() + hours * 3_600_000;
    vi.useFakeTimers({ now: start, toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it('renders once on mount (subscribing does not move the time), then at each tick', () => {
    const view = render(
      <>
        <TimePasses />
        <Clock />
      </>,
    );
    expect(renders).toBe(1);
    expect(shown()).toBe(at(0));
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(renders).toBe(2);
    expect(shown()).toBe(at(30_005));
    view.unmount();
  });

  it('gives a screen that replaces another in one commit the current time, not the last tick', () => {
    const view = render(<Clock key="before" />);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    // No tick yet at 59 s: the old screen still shows the tick of 30 s.
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(shown()).toBe(at(30_000));
    view.rerender(<Clock key="after" />);
    expect(shown()).toBe(at(59_000));
  });

  it('reads the current time when a screen starts the clock again', () => {
    render(<Clock />).unmount();
    vi.setSystemTime(at(5_000));
    render(<Clock />);
    expect(shown()).toBe(at(5_000));
  });
});
