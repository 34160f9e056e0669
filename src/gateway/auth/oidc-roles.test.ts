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

  it('reads the e-mail lists (an address or a whole @domain), for verified addresses only', () => {
    expect(roleFromClaims({ email: 'ADA@example.com', email_verified: true }, { emails })).toBe(
      'admin',
    );
    expect(roleFromClaims({ email: 'someone@partner.example' }, { emails })).toBe('viewer');
    expect(roleFromClaims({ email: 'someone@sub.partner.example' }, { emails })).toBeUndefined();
    expect(
      roleFromClaims({ email: 'ada@example.com', email_verified: false }, { emails }),
    ).toBeUndefined();
  });

  it('combines both sources, the highest wins', () => {
    expect(
      roleFromClaims(
        { email: 'olu@example.com', roles: ['viewer'] },
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
