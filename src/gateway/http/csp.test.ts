import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { commonHeaders, htmlHeaders, policyFor, serializeCsp, type HtmlPolicy } from './csp';

const config = loadConfig({
  WFC_API_BASE_URL: 'https://w.example.com',
  WFC_API_KEY: 'sk_test_x',
  WFC_SESSION_SECRET: 'x'.repeat(32),
  WFC_OIDC_ISSUER: 'https://idp.example.com',
  WFC_OIDC_CLIENT_ID: 'c',
  WFC_OIDC_ROLE_CLAIM: 'roles',
  WFC_PUBLIC_URL: 'https://console.example.com',
  WFC_CONNECT_SRC: 'https://options.example.com',
});

describe('the HTML policies', () => {
  it('gives the console a CSP without inline script or eval, framed by nobody', () => {
    const csp = htmlHeaders('/workflows', config, undefined, 'abc123')['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'nonce-abc123';");
    expect(csp).not.toContain('unsafe-inline');
    // Without a nonce (a static host), styles fall back to 'unsafe-inline'.
    expect(htmlHeaders('/workflows', config)['content-security-policy']).toContain(
      "style-src 'self' 'unsafe-inline';",
    );
    expect(csp).toContain("connect-src 'self' https://options.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/eval/);
    expect(htmlHeaders('/workflows', config)['x-frame-options']).toBe('DENY');
  });

  it('lets a route plug in its own policy ahead of the console (how the embed page will)', () => {
    const embed: HtmlPolicy = {
      name: 'embed',
      matches: (path) => path.startsWith('/embed/'),
      directives: () => ({ 'script-src': ["'self'"], 'frame-ancestors': ['https://host.example'] }),
    };
    const policies = [embed, policyFor('/')];
    expect(policyFor('/embed/workflows/1/settings', policies).name).toBe('embed');
    expect(policyFor('/workflows', policies).name).toBe('console');
    const headers = htmlHeaders('/embed/workflows/1/settings', config, policies);
    expect(headers['content-security-policy']).toBe(
      "script-src 'self'; frame-ancestors https://host.example",
    );
    expect(headers['x-frame-options']).toBeUndefined();
  });

  it('serializes directives in order', () => {
    expect(serializeCsp({ 'default-src': ["'self'"], 'img-src': ["'self'", 'https:'] })).toBe(
      "default-src 'self'; img-src 'self' https:",
    );
  });

  it('sends HSTS only behind https', () => {
    expect(commonHeaders({ secure: true })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(commonHeaders({ secure: false })['strict-transport-security']).toBeUndefined();
  });
});
