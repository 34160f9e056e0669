/** Checks of the Connection form, pure so they are unit-tested. */
import { schemaOfRules } from '@/lib/form/resolver';
import { keyNeededFor, type KeyBinding } from './key-binding';
import type { Connection } from '@/config/connection';

/**
 * The form edits a connection as it is saved. It offers demo and live; gateway mode shows the session
 * page instead of the form.
 */
export type ConnectionFormValues = Connection;

export type ConnectionFormErrors = Partial<Record<keyof ConnectionFormValues, string>>;

/** What the checks need besides the values: the saved key and where it may go. */
export interface ConnectionCheckContext {
  binding: KeyBinding;
  pageOrigin: string;
}

/** Hosts that never leave this machine, where plain http cannot expose the key on a network. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const PLAIN_HTTP_REFUSED =
  'Use https:// for a service on another machine: over plain http the key would cross the network in clear text. Plain http is accepted only for localhost, 127.0.0.1 and [::1].';

export function validateConnection(
  values: ConnectionFormValues,
  context?: ConnectionCheckContext,
): ConnectionFormErrors {
  const errors: ConnectionFormErrors = {};
  if (values.defaultUserKey.trim() === '')
    errors.defaultUserKey = 'Enter the user key to act as by default (usually main).';
  if (values.mode === 'live') {
    const base = values.baseUrl.trim();
    if (base === '')
      errors.baseUrl = 'Enter the service base URL, e.g. https://workflows.example.com.';
    else if (base.startsWith('/')) {
      if (base.startsWith('//'))
        errors.baseUrl = 'A path must start with a single slash, e.g. /live-api.';
    } else {
      try {
        const url = new URL(base);
        if (url.protocol !== 'https:' && url.protocol !== 'http:')
          errors.baseUrl = 'Only http and https URLs are allowed.';
        else if (url.username || url.password)
          errors.baseUrl = 'Put the key in the key field, not in the URL.';
        else if (url.search || url.hash)
          errors.baseUrl = 'The base URL takes no query string or fragment.';
        else if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname))
          errors.baseUrl = PLAIN_HTTP_REFUSED;
      } catch {
        errors.baseUrl = 'This is not a URL. Use https://host or a proxy path such as /live-api.';
      }
    }
    if (/\s/.test(values.apiKey.trim())) errors.apiKey = 'A key has no spaces.';
    else if (context) {
      const needed = keyNeededFor(context.binding, values, context.pageOrigin);
      if (needed) errors.apiKey = needed;
    }
  }
  return errors;
}

/** The form's schema for a context: the checks above, at their fields. */
export const connectionSchema = (context?: ConnectionCheckContext) =>
  schemaOfRules<ConnectionFormValues>((values) => validateConnection(values, context));

/** A short note on the key's kind, from its prefix (service notes: sk_ secret, pk_ publishable). */
export function describeKey(key: string): string | undefined {
  const trimmed = key.trim();
  if (trimmed === '') return undefined;
  if (/^sk_live_/.test(trimmed))
    return 'A live secret key: requests act on real data with the admin role.';
  if (/^sk_test_/.test(trimmed)) return 'A test secret key.';
  if (/^pk_/.test(trimmed))
    return 'A publishable key: admin-only fields and inputs will be refused.';
  return 'This does not look like sk_... or pk_...; the service may refuse it.';
}
