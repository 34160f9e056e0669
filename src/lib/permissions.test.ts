import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@/api/operations';
import { capability, LEAST_ROLE } from './permissions';

const roleOf = (operationId: string) =>
  OPERATIONS.find((operation) => operation.operationId === operationId)?.role;

describe('the console permissions', () => {
  it('ask for the roles the gateway enforces', () => {
    expect(LEAST_ROLE.discardDraft).toBe(roleOf('discardWorkflowDraft'));
    expect(LEAST_ROLE.discardDraft).toBe(roleOf('discardActionTypeDraft'));
    expect(LEAST_ROLE.saveSettings).toBe(roleOf('updateWorkflowSettings'));
    expect(LEAST_ROLE.stopExecutions).toBe(roleOf('stopExecutions'));
    expect(LEAST_ROLE.installApps).toBe(roleOf('installApp'));
    expect(LEAST_ROLE.installApps).toBe(roleOf('updateInstalledApp'));
    expect(LEAST_ROLE.publish).toBe(roleOf('publishWorkflow'));
    expect(LEAST_ROLE.switchOnOff).toBe(roleOf('updateWorkflow'));
    expect(LEAST_ROLE.restoreVersions).toBe(roleOf('updateWorkflow'));
    expect(LEAST_ROLE.runWorkflows).toBe(roleOf('executeWorkflow'));
    expect(OPERATIONS.filter((operation) => operation.adminOnly).length).toBeGreaterThan(0);
    expect(LEAST_ROLE.adminInputs).toBe('admin');
  });

  it('say why not', () => {
    expect(capability('viewer', 'discardDraft')).toEqual({
      allowed: false,
      reason: 'You are signed in as a viewer: only an operator or an admin can discard drafts.',
    });
    expect(capability('operator', 'adminInputs').reason).toBe(
      'You are signed in as an operator: only an admin can use the admin view (groups, the template filter).',
    );
    expect(capability('operator', 'stopExecutions')).toEqual({ allowed: true });
    expect(capability(undefined, 'adminInputs')).toEqual({ allowed: true });
  });
});
