import { connectionStore } from '@/config/connection';
import { useStore } from '@/lib/store';
import { capability, type Capability, type Permission } from '@/lib/permissions';
import { sessionStore } from '@/config/session-store';

/**
 * Whether the signed-in operator may do something, and why not: controls hide or disable themselves
 * with it and say the reason. Always allowed outside gateway mode.
 */
export function useCan(permission: Permission): Capability {
  const { mode } = useStore(connectionStore);
  const session = useStore(sessionStore);
  if (mode !== 'gateway') return { allowed: true };
  // No session yet means nothing may change.
  return capability(session?.role ?? 'viewer', permission);
}
