import { describe, expect, it } from 'vitest';
import { presentedFrames } from './chrome';

const reporter = (ts: number, state: string, sequence: number, pid = 7) => ({
  name: 'PipelineReporter',
  ph: 'b',
  ts,
  pid,
  args: { frame_reporter: { state, frame_sequence: sequence } },
});

describe('presentedFrames', () => {
  it('counts a frame whose reporter Chromium forked once', () => {
    const events = [
      reporter(100, 'STATE_PRESENTED_ALL', 1),
      reporter(101, 'STATE_PRESENTED_PARTIAL', 1),
      reporter(116, 'STATE_PRESENTED_ALL', 2),
      reporter(117, 'STATE_PRESENTED_PARTIAL', 2),
      reporter(133, 'STATE_PRESENTED_ALL', 3),
    ];
    expect(presentedFrames(events, { start: 0, end: 1000, pid: 7 })).toBe(3);
  });

  it('leaves out frames not presented, outside the window, and other events', () => {
    const events = [
      reporter(50, 'STATE_PRESENTED_ALL', 1),
      reporter(150, 'STATE_DROPPED', 2),
      reporter(160, 'STATE_NO_UPDATE_DESIRED', 3),
      reporter(170, 'STATE_PRESENTED_ALL', 4),
      { ...reporter(175, 'STATE_PRESENTED_ALL', 5), ph: 'e' },
      { ...reporter(180, 'STATE_PRESENTED_ALL', 6), name: 'Other' },
      reporter(900, 'STATE_PRESENTED_ALL', 7),
    ];
    expect(presentedFrames(events, { start: 100, end: 800, pid: 7 })).toBe(1);
  });

  it('counts only the page’s own process', () => {
    const events = [
      reporter(100, 'STATE_PRESENTED_ALL', 1, 7),
      reporter(100, 'STATE_PRESENTED_ALL', 1, 8),
      reporter(120, 'STATE_PRESENTED_ALL', 2, 8),
    ];
    expect(presentedFrames(events, { start: 0, end: 1000, pid: 7 })).toBe(1);
    expect(presentedFrames(events, { start: 0, end: 1000, pid: 8 })).toBe(2);
  });
});
