import { describe, expect, it } from 'vitest';
import { corsHeaders, originAllowed, preflight } from './cors';

const ALLOWED = ['https://app.example.com', 'https://*.partner.test', 'http://localhost:5173'];

describe('originAllowed', () => {
  it('takes the listed origins, and any subdomain of a wildcard on the same port', () => {
    expect(originAllowed('https://app.example.com', ALLOWED)).toBe(true);
    expect(originAllowed('https://APP.example.com', ALLOWED)).toBe(true);
    expect(originAllowed('https://a.partner.test', ALLOWED)).toBe(true);
    expect(originAllowed('https://a.b.partner.test', ALLOWED)).toBe(true);
    expect(originAllowed('http://localhost:5173', ALLOWED)).toBe(true);
  });

  it('refuses everything else', () => {
    for (const origin of [
      'http://app.example.com',
      'https://app.example.com:8443',
      'https://evil.example.com',
      'https://partner.test',
      'https://a.partner.test:444',
      'https://a.partner.test.evil.com',
      'http://localhost:5174',
      'null',
    ])
      expect(originAllowed(origin, ALLOWED), origin).toBe(false);
  });
});

describe('the CORS headers', () => {
  it('name an allowed origin and what it may read, and vary by origin', () => {
    expect(corsHeaders('https://app.example.com', ALLOWED)).toEqual({
      vary: 'Origin',
      'access-control-allow-origin': 'https://app.example.com',
      'access-control-expose-headers':
        'X-Request-Id, Retry-After, Idempotent-Replayed, WWW-Authenticate',
    });
    expect(corsHeaders('https://evil.test', ALLOWED)).toEqual({ vary: 'Origin' });
    expect(corsHeaders(undefined, ALLOWED)).toEqual({ vary: 'Origin' });
  });

  it('answer a preflight for GET or PUT with the embed headers only', () => {
    expect(preflight('https://app.example.com', 'GET', 'Authorization', ALLOWED).ok).toBe(true);
    expect(preflight('https://app.example.com', 'PUT', undefined, ALLOWED).ok).toBe(true);
    expect(preflight('https://app.example.com', 'POST', '', ALLOWED)).toMatchObject({
      ok: false,
      refusal: { status: 403, code: 'not_allowed' },
    });
    expect(
      preflight('https://app.example.com', 'PUT', 'authorization, x-csrf-token', ALLOWED),
    ).toMatchObject({
      ok: false,
      refusal: { message: expect.stringContaining('not the header x-csrf-token') as string },
    });
    expect(preflight(undefined, 'GET', '', ALLOWED)).toMatchObject({
      ok: false,
      refusal: { code: 'origin_not_allowed' },
    });
  });
});
