/**
 * Who is calling. The interface leaves authentication open; the service notes say secret keys
 * (`sk_test_...`, `sk_live_...`) authenticate server-side callers and publishable keys (`pk_...`) serve
 * embedded end-user UIs. Decision: a secret key acts with the admin role, a publishable key without it.
 * A missing key is refused (401) by the sandbox; the in-browser demo and the tests, which send no key,
 * act as an admin.
 */
import { DemoApiError } from './errors';

export interface Caller {
  admin: boolean;
  /** The key's environment, or 'demo' when no key was needed. */
  environment: 'test' | 'live' | 'demo';
  /**
   * Who this is, for what must not be shared between callers (idempotency replays): the key itself,
   * or 'demo' when no key was needed. Kept in memory only, never logged.
   */
  scope: string;
}

const KEY_PATTERN = /^Bearer\s+(sk|pk)_(test|live)_[A-Za-z0-9_]{4,255}$/;

export function identifyCaller(request: Request, requireKey: boolean): Caller {
  const header = request.headers.get('authorization');
  if (header === null || header.trim() === '') {
    if (requireKey) {
      throw new DemoApiError(
        401,
        'missing_api_key',
        'No API key was sent. Send "Authorization: Bearer <secret key>".',
      );
    }
    return { admin: true, environment: 'demo', scope: 'demo' };
  }
  const token = header.trim();
  const match = KEY_PATTERN.exec(token);
  if (!match) {
    throw new DemoApiError(
      401,
      'invalid_api_key',
      'The API key is not valid. Keys look like sk_test_... (secret) or pk_test_... (publishable).',
    );
  }
  return {
    admin: match[1] === 'sk',
    environment: match[2] === 'live' ? 'live' : 'test',
    scope: `key ${token.replace(/^Bearer\s+/, '')}`,
  };
}
