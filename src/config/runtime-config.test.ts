import { describe, expect, it } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('reads mode, base URL, default user key and the proxy', () => {
    expect(
      parseRuntimeConfig({
        mode: 'live',
        base_url: 'https://api.example.com',
        default_user_key: 'acme',
        proxy_path: '/live-api',
        proxy_target: 'https://api.example.com',
      }),
    ).toEqual({
      mode: 'live',
      baseUrl: 'https://api.example.com',
      defaultUserKey: 'acme',
      proxyPath: '/live-api',
      proxyTarget: 'https://api.example.com',
      source: 'config.json',
    });
  });

  it('starts in demo mode when live mode has no base URL, and says why', () => {
    const config = parseRuntimeConfig({ mode: 'live' });
    expect(config.mode).toBe('demo');
    expect(config.problem).toMatch(/without a base_url/);
  });

  it('falls back to the defaults for a file that is not an object', () => {
    const config = parseRuntimeConfig([1, 2]);
    expect(config).toMatchObject(DEFAULT_RUNTIME_CONFIG);
    expect(config.problem).toMatch(/not a JSON object/);
  });

  it('ignores a proxy path that is not a same-origin path', () => {
    expect(parseRuntimeConfig({ proxy_path: 'https://evil.example' }).proxyPath).toBeUndefined();
  });

  it('reads request_timeout_ms within 1 s and 10 min, and ignores anything else', () => {
    expect(parseRuntimeConfig({ request_timeout_ms: 45_000 }).requestTimeoutMs).toBe(45_000);
    for (const odd of [0, 999, 600_001, 1500.5, '30000', null])
      expect(parseRuntimeConfig({ request_timeout_ms: odd }).requestTimeoutMs).toBeUndefined();
  });

  it('reads gateway mode: same-origin API, no base URL needed, the sign-in options as given', () => {
    expect(
      parseRuntimeConfig({
        mode: 'gateway',
        default_user_key: 'acme',
        sign_in: { password: true, oidc: { name: 'Okta' } },
      }),
    ).toEqual({
      mode: 'gateway',
      baseUrl: '',
      defaultUserKey: 'acme',
      source: 'config.json',
      signIn: { password: true, oidc: { name: 'Okta' } },
    });
  });
});
