import { describe, expect, it } from 'vitest';
import { renewalDelayMs } from './token-expiry';

/** An unsigned token with these claims (only the claims are read). */
const tokenWith = (claims: object) =>
  `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.sig`;

const NOW = 1_700_000_000_000;
const seconds = (ms: number) => ms / 1000;

describe('renewing a token before it expires', () => {
  it('is a fifth of its lifetime before exp, at most a minute', () => {
    const iat = seconds(NOW);
    // Ten minutes: a minute before.
    expect(renewalDelayMs(tokenWith({ iat, exp: iat + 600 }), NOW)).toBe(540_000);
    // Two minutes: 24 s before.
    expect(renewalDelayMs(tokenWith({ iat, exp: iat + 120 }), NOW)).toBe(96_000);
    // Issued a while ago: from now.
    expect(renewalDelayMs(tokenWith({ iat: iat - 500, exp: iat + 100 }), NOW)).toBe(40_000);
  });

  it('is never sooner than 5 s, and not planned for a token that expired or cannot be read', () => {
    const iat = seconds(NOW);
    expect(renewalDelayMs(tokenWith({ iat, exp: iat + 4 }), NOW)).toBe(5_000);
    expect(renewalDelayMs(tokenWith({ iat: iat - 100, exp: iat - 1 }), NOW)).toBeUndefined();
    expect(renewalDelayMs(tokenWith({ sub: 'u' }), NOW)).toBeUndefined();
    expect(renewalDelayMs('not-a-token', NOW)).toBeUndefined();
    expect(renewalDelayMs('a.%%%.b', NOW)).toBeUndefined();
  });
});
