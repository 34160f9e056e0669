import { describe, expect, it } from 'vitest';
import { displayName, roleFromClaims } from './oidc-roles';

const emails = {
  viewer: ['@partner.example'],
  operator: ['olu@example.com'],
  admin: ['ada@example.com'],
};
const none = { viewer: [], operator: [], admin: [] };

describe('roleFromClaims', () => {
  it('reads a string or a list claim, also at a dotted path, and takes the highest role', () => {
    expect(roleFromClaims({ roles: 'Operator' }, { roleClaim: 'roles', emails: none })).toBe(
      'operator',
    );
    expect(
      roleFromClaims({ roles: ['viewer', 'admin', 'other'] }, { roleClaim: 'roles', emails: none }),
    ).toBe('admin');
    expect(
      roleFromClaims(
        { realm_access: { roles: ['operator'] } },
        { roleClaim: 'realm_access.roles', emails: none },
      ),
    ).toBe('operator');
    expect(
      roleFromClaims({ roles: ['staff'] }, { roleClaim: 'roles', emails: none }),
    ).toBeUndefined();
  });

  it('reads the e-mail lists (an address or a whole @domain)', () => {
    expect(roleFromClaims({ email: 'ADA@example.com', email_verified: true }, { emails })).toBe(
      'admin',
    );
    expect(
      roleFromClaims({ email: 'someone@partner.example', email_verified: true }, { emails }),
    ).toBe('viewer');
    expect(
      roleFromClaims({ email: 'someone@sub.partner.example', email_verified: true }, { emails }),
    ).toBeUndefined();
  });

  it('counts an address only when email_verified is the boolean true', () => {
    const ada = { email: 'ada@example.com' };
    expect(roleFromClaims(ada, { emails })).toBeUndefined();
    for (const claim of [false, 'true', 'false', 1, null, 'yes'])
      expect(roleFromClaims({ ...ada, email_verified: claim }, { emails })).toBeUndefined();
    expect(roleFromClaims({ ...ada, email_verified: true }, { emails })).toBe('admin');
  });

  it('with the provider trusted, a missing claim counts, and a claim present must still be true', () => {
    const trusted = { emails, trustUnverifiedEmails: true };
    expect(roleFromClaims({ email: 'ada@example.com' }, trusted)).toBe('admin');
    for (const claim of [false, 'true', 'false', null])
      expect(
        roleFromClaims({ email: 'ada@example.com', email_verified: claim }, trusted),
      ).toBeUndefined();
  });

  it('combines both sources, the highest wins', () => {
    expect(
      roleFromClaims(
        { email: 'olu@example.com', email_verified: true, roles: ['viewer'] },
        { roleClaim: 'roles', emails },
      ),
    ).toBe('operator');
  });
});

describe('displayName', () => {
  it('prefers the e-mail, then the user name, then the subject', () => {
    expect(displayName({ email: 'a@b.c', preferred_username: 'a', sub: '1' })).toBe('a@b.c');
    expect(displayName({ preferred_username: 'a', sub: '1' })).toBe('a');
    expect(displayName({ sub: '1' })).toBe('1');
  });
});
