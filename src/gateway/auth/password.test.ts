import { describe, expect, it } from 'vitest';
import { DEFAULT_COST, hashPassword, parseHash, verifyDecoy, verifyPassword } from './password';

const CHEAP = { ln: 10, r: 8, p: 1 };

describe('scrypt password hashes', () => {
  it('writes PHC strings with their cost and a random salt', async () => {
    const one = await hashPassword('correct horse', CHEAP);
    const two = await hashPassword('correct horse', CHEAP);
    expect(one).toMatch(/^\$scrypt\$ln=10,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(one).not.toBe(two);
  });

  it('verifies the right password only', async () => {
    const hash = parseHash(await hashPassword('correct horse', CHEAP));
    if (!hash) throw new Error('unreadable');
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horse ', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats composed and decomposed accents as the same password', async () => {
    const hash = parseHash(await hashPassword('caf\u00e9', CHEAP));
    if (!hash) throw new Error('unreadable');
    expect(await verifyPassword('cafe\u0301', hash)).toBe(true);
  });

  it('refuses hashes it did not write, or with absurd costs', () => {
    expect(parseHash('$2b$10$abcdefghijklmnopqrstuv')).toBeUndefined();
    expect(
      parseHash('$scrypt$ln=30,r=8,p=1$c2FsdHNhbHRzYWx0$a2V5a2V5a2V5a2V5a2V5a2V5'),
    ).toBeUndefined();
    expect(parseHash('plain-text-password')).toBeUndefined();
  });

  it('defaults to the OWASP cost (N = 2^17, r = 8, p = 1)', () => {
    expect(DEFAULT_COST).toEqual({ ln: 17, r: 8, p: 1 });
  });

  it('answers false for a decoy check (unknown user) after doing the work', async () => {
    expect(await verifyDecoy('anything', CHEAP)).toBe(false);
  });
});
