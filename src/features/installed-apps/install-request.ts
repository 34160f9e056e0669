/**
 * The install request: its body, and one idempotency key per distinct body, so a double click (or a
 * retry of the same input after a network failure) installs once, while changed input is a new request.
 */
import * as v from 'valibot';
import type { InstallAppBody } from '@/api/models';
import { filledIn, messagesOf, type FormSchema } from '@/lib/form/resolver';
import { splitGroups } from './groups';

/** The install dialog's form: the identifier and, in admin view, groups as typed. */
export interface InstallFormValues {
  identifier: string;
  groups: string;
}

export const EMPTY_INSTALL_FORM: InstallFormValues = { identifier: '', groups: '' };

/** Checked before anything is sent: the service needs an identifier. */
export const installFormSchema: FormSchema<InstallFormValues> = v.object({
  identifier: filledIn('Type the identifier of the app to install.'),
  groups: v.string(),
});

export const validateInstall = (values: InstallFormValues) => messagesOf(installFormSchema, values);

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
