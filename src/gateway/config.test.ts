import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './env';

const folder = mkdtempSync(join(tmpdir(), 'wfc-config-test-'));
const usersFile = join(folder, 'users');
writeFileSync(usersFile, '');
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});
const KEY = 'sk_live_very_secret_value_123';

const VALID = {
  WFC_API_BASE_URL: 'https://workflows.example.com',
  WFC_API_KEY: KEY,
  WFC_SESSION_SECRET: 'x'.repeat(32),
  WFC_USERS_FILE: usersFile,
};

/** The one line `npm run serve` prints for these settings. */
function problem(env: Record<string, string | undefined>): string {
  try {
    loadConfig({ ...VALID, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'no problem';
}

describe('loadConfig', () => {
  it('reads the defaults', () => {
    const config = loadConfig(VALID);
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.apiBaseUrl.href).toBe('https://workflows.example.com/');
    expect(config.allowedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(config.secure).toBe(false);
    expect(config.sessionIdleSeconds).toBe(3600);
    expect(config.sessionMaxSeconds).toBe(12 * 3600);
    expect(config.shutdownGraceMs).toBe(10_000);
    expect(loadConfig({ ...VALID, WFC_SHUTDOWN_GRACE_MS: '2500' }).shutdownGraceMs).toBe(2500);
  });

  it('reads the hardening settings: answer memory, client timeouts, the readyz token', () => {
    const defaults = loadConfig(VALID);
    expect(defaults.upstreamMemoryBytes).toBe(268_435_456);
    expect(defaults.requestTimeoutMs).toBe(30_000);
    expect(defaults.headersTimeoutMs).toBe(20_000);
    expect(defaults.readyzToken).toBeUndefined();
    expect(loadConfig({ ...VALID, WFC_READYZ_TOKEN: 'a-token-of-16-chars' }).readyzToken).toBe(
      'a-token-of-16-chars',
    );
    expect(problem({ WFC_HEADERS_TIMEOUT_MS: '40000' })).toBe(
      'WFC_HEADERS_TIMEOUT_MS: must not be longer than WFC_REQUEST_TIMEOUT_MS (30000): the headers are part of the request',
    );
    expect(problem({ WFC_READYZ_TOKEN: 'short' })).toBe(
      'WFC_READYZ_TOKEN: must be at least 16 printable characters without spaces (got 5); try: openssl rand -hex 24',
    );
    expect(problem({ WFC_UPSTREAM_MEMORY_BYTES: '1000' })).toBe(
      'WFC_UPSTREAM_MEMORY_BYTES: must be a whole number from 65536 to 17179869184 (got "1000")',
    );
  });

  it('forgives a base URL given with /api/v1', () => {
    expect(
      loadConfig({ ...VALID, WFC_API_BASE_URL: 'https://w.example.com/prefix/api/v1/' }).apiBaseUrl
        .href,
    ).toBe('https://w.example.com/prefix');
  });

  it('reads the key from a file (for secret stores)', () => {
    const keyFile = join(folder, 'key');
    writeFileSync(keyFile, `${KEY}\n`);
    expect(loadConfig({ ...VALID, WFC_API_KEY: undefined, WFC_API_KEY_FILE: keyFile }).apiKey).toBe(
      KEY,
    );
  });

  it('trusts https public URLs for Secure cookies and HSTS, and only that origin for writes', () => {
    const config = loadConfig({
      ...VALID,
      WFC_PUBLIC_URL: 'https://console.example.com',
      HOST: '0.0.0.0',
    });
    expect(config.secure).toBe(true);
    expect(config.allowedOrigins).toEqual(['https://console.example.com']);
  });

  it.each([
    [{ WFC_API_BASE_URL: undefined }, 'WFC_API_BASE_URL: is required'],
    [{ WFC_API_BASE_URL: 'ftp://x' }, 'WFC_API_BASE_URL: must be an http(s) URL'],
    [{ WFC_API_KEY: undefined }, 'WFC_API_KEY: is required'],
    [{ WFC_API_KEY_FILE: '/nonexistent/key' }, 'WFC_API_KEY_FILE: set either'],
    [
      { WFC_API_KEY: undefined, WFC_API_KEY_FILE: '/nonexistent/key' },
      'WFC_API_KEY_FILE: cannot read',
    ],
    [{ WFC_SESSION_SECRET: 'short' }, 'WFC_SESSION_SECRET: must be at least 32 characters (got 5)'],
    [{ PORT: 'eighty' }, 'PORT: must be a whole number'],
    [{ HOST: '0.0.0.0' }, 'WFC_PUBLIC_URL: is required when HOST (0.0.0.0)'],
    [{ WFC_PUBLIC_URL: 'https://console.example.com/app' }, 'WFC_PUBLIC_URL: must be an origin'],
    [{ WFC_USERS_FILE: undefined }, 'WFC_USERS_FILE: set WFC_USERS_FILE or WFC_OIDC_ISSUER'],
    [{ WFC_USERS_FILE: '/nonexistent/users' }, 'WFC_USERS_FILE: cannot read'],
    [
      { WFC_CONNECT_SRC: "https://ok.example 'unsafe-inline'" },
      'WFC_CONNECT_SRC: "\'unsafe-inline\'" is not an origin',
    ],
    [{ WFC_OIDC_ISSUER: 'http://idp.example.com' }, 'WFC_OIDC_ISSUER: must be https'],
    [{ WFC_OIDC_ISSUER: 'https://idp.example.com' }, 'WFC_OIDC_CLIENT_ID: is required'],
    [
      { WFC_OIDC_ISSUER: 'https://idp.example.com', WFC_OIDC_CLIENT_ID: 'c' },
      'WFC_PUBLIC_URL: is required with WFC_OIDC_ISSUER',
    ],
    [
      {
        WFC_OIDC_ISSUER: 'https://idp.example.com',
        WFC_OIDC_CLIENT_ID: 'c',
        WFC_PUBLIC_URL: 'https://c.example.com',
      },
      'WFC_OIDC_ROLE_CLAIM: set a role claim',
    ],
    [
      {
        WFC_OIDC_ISSUER: 'https://i.example',
        WFC_OIDC_CLIENT_ID: 'c',
        WFC_PUBLIC_URL: 'https://c.example',
        WFC_OIDC_ADMINS: 'not-an-address',
      },
      'WFC_OIDC_ADMINS: "not-an-address"',
    ],
    [{ WFC_SESSION_IDLE_MINUTES: '0' }, 'WFC_SESSION_IDLE_MINUTES: must be a whole number from 1'],
    [{ WFC_UPSTREAM_TIMEOUT_MS: '-1' }, 'WFC_UPSTREAM_TIMEOUT_MS'],
    [{ WFC_SHUTDOWN_GRACE_MS: 'soon' }, 'WFC_SHUTDOWN_GRACE_MS'],
    [{ WFC_TRUST_PROXY: 'sometimes' }, 'WFC_TRUST_PROXY'],
    [{ WFC_LOG_LEVEL: 'loud' }, 'WFC_LOG_LEVEL'],
  ])('%o stops with one line naming the variable', (env, start) => {
    const message = problem(env);
    expect(message.startsWith(start), message).toBe(true);
    expect(message).not.toContain('\n');
  });

  it('never puts the key in a message, even when the key itself is what is wrong', () => {
    const badKey = 'sk_live_has a space_secret';
    const message = problem({ WFC_API_KEY: badKey });
    expect(message).toBe('WFC_API_KEY: holds spaces or characters a header cannot carry');
    expect(message).not.toContain('secret');
  });
});
