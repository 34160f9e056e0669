import { describe, expect, it } from 'vitest';
import { testPlan } from './test-connection';

describe('testPlan', () => {
  it('tests what the page can reach as it runs', () => {
    expect(testPlan('live', 'live')).toBe('test');
    expect(testPlan('demo', 'demo')).toBe('test');
  });

  it('never reports the demo API’s answer as a live service’s', () => {
    expect(testPlan('demo', 'live')).toBe('demo-answers-every-url');
  });

  it('needs a reload to reach the demo API from a live page', () => {
    expect(testPlan('live', 'demo')).toBe('demo-needs-reload');
  });
});
