import { describe, expect, it } from 'vitest';
import { workflowState } from './workflow-state';

const published = '2026-10-01T12:00:00Z';

describe('workflowState', () => {
  it('is the switch when the status agrees', () => {
    expect(workflowState({ on: true, status: 'on', last_published_at_utc: published })).toEqual({
      label: 'On',
      status: null,
      note: null,
    });
    expect(workflowState({ on: false, status: 'off', last_published_at_utc: published })).toEqual({
      label: 'Off',
      status: null,
      note: null,
    });
  });

  it('explains an unpublished workflow', () => {
    expect(workflowState({ on: false, status: 'off', last_published_at_utc: null }).note).toMatch(
      /^Never published/,
    );
  });

  it('keeps the service’s status where it says something else, and says so', () => {
    expect(workflowState({ on: true, status: 'paused', last_published_at_utc: published })).toEqual(
      {
        label: 'On',
        status: 'paused',
        note: 'Switched on, but the service reports the status “paused”.',
      },
    );
    expect(workflowState({ on: false, status: '', last_published_at_utc: null })).toEqual({
      label: 'Off',
      status: 'unknown',
      note: 'Switched off, but the service reports no status.',
    });
  });
});
