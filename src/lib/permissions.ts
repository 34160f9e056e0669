/**
 * What each role may do in the console, mirroring what the gateway enforces (src/api/operations.ts;
 * `permissions.test.ts` keeps the two in step). Outside gateway mode everything is allowed: the key
 * decides there.
 */
import { roleAtLeast, type Role } from '@/api/operations';

export type Permission =
  | 'discardDraft'
  | 'saveSettings'
  | 'stopExecutions'
  | 'installApps'
  | 'publish'
  | 'switchOnOff'
  | 'runWorkflows'
  /** Gateway mode: a version from the history written back as the draft (PUT /workflows/{id}). */
  | 'restoreVersions'
  /** The admin view, and the admin-only inputs: `groups`, the `is_template` filter. */
  | 'adminInputs';

export const LEAST_ROLE: Record<Permission, Role> = {
  discardDraft: 'operator',
  saveSettings: 'operator',
  stopExecutions: 'operator',
  installApps: 'operator',
  publish: 'operator',
  switchOnOff: 'operator',
  runWorkflows: 'operator',
  restoreVersions: 'operator',
  adminInputs: 'admin',
};

const WHAT: Record<Permission, string> = {
  discardDraft: 'discard drafts',
  saveSettings: 'save settings',
  stopExecutions: 'stop executions',
  installApps: 'install or update apps',
  publish: 'publish drafts',
  switchOnOff: 'switch workflows on and off',
  runWorkflows: 'run workflows',
  restoreVersions: 'restore versions as drafts',
  adminInputs: 'use the admin view (groups, the template filter)',
};

export interface Capability {
  allowed: boolean;
  /** Why not, in words, when not allowed. */
  reason?: string;
}

export function capability(role: Role | undefined, permission: Permission): Capability {
  if (role === undefined || roleAtLeast(role, LEAST_ROLE[permission])) return { allowed: true };
  const least = LEAST_ROLE[permission];
  return {
    allowed: false,
    reason: `You are signed in as ${role === 'viewer' ? 'a viewer' : `an ${role}`}: only ${least === 'admin' ? 'an admin' : `an ${least} or an admin`} can ${WHAT[permission]}.`,
  };
}
