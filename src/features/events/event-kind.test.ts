import { describe, expect, it } from 'vitest';
import { changeKind } from './event-kind';

describe('changeKind', () => {
  it('reads the kind of change from the type’s last word', () => {
    expect(changeKind('installed_app.installed')).toBe('created');
    expect(changeKind('workflow.settings_updated')).toBe('changed');
    expect(changeKind('installed_app.groups_updated')).toBe('changed');
    expect(changeKind('workflow.draft_discarded')).toBe('removed');
    expect(changeKind('execution.stopped')).toBe('stopped');
    expect(changeKind('executions.stopped')).toBe('stopped');
    expect(changeKind('execution.failed')).toBe('failed');
    expect(changeKind('execution.completed')).toBe('finished');
    expect(changeKind('execution.started')).toBe('started');
    expect(changeKind('user.created')).toBe('created');
    expect(changeKind('something.odd')).toBe('other');
  });
});
