import { describe, expect, it } from 'vitest';
import { pollDelay } from './poll';

describe('polling a running run', () => {
  it('reads every second at first, then backs off the longer it runs', () => {
    expect(pollDelay({ elapsedMs: 0, requests: 1, ended: false })).toBe(1000);
    expect(pollDelay({ elapsedMs: 19_999, requests: 1, ended: false })).toBe(1000);
    expect(pollDelay({ elapsedMs: 20_000, requests: 1, ended: false })).toBe(2000);
    expect(pollDelay({ elapsedMs: 120_000, requests: 1, ended: false })).toBe(5000);
  });

  it('never asks more than once a second: a read of two requests waits twice as long', () => {
    expect(pollDelay({ elapsedMs: 0, requests: 2, ended: false })).toBe(2000);
    expect(pollDelay({ elapsedMs: 0, requests: 0, ended: false })).toBe(1000);
  });

  it('stops once the run has ended', () => {
    expect(pollDelay({ elapsedMs: 0, requests: 1, ended: true })).toBe(false);
  });
});
