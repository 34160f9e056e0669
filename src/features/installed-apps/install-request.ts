/**
 * The install request: its body, and one idempotency key per distinct body, so a double click (or a
 * retry of the same input after a network failure) installs once, while changed input is a new request.
 */
import type { InstallAppBody } from '@/api/models';
import { splitGroups } from './groups';

/** `groups` is an admin-only input: sent only in admin view, and only when some were typed. */
export function installBody(
  identifier: string,
  groupsText: string,
  adminView: boolean,
): InstallAppBody {
  const groups = adminView ? splitGroups(groupsText) : [];
  return {
    app_identifier: identifier.trim(),
    ...(groups.length > 0 ? { groups } : {}),
  };
}

/** Returns the same key while the body stays the same, a new one when it changes. */
export function keyPerBody(newKey: () => string): (body: unknown) => string {
  let last: { body: string; key: string } | undefined;
  return (body) => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, key: newKey() };
    return last.key;
  };
}
