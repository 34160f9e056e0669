import { describe, expect, it } from 'vitest';
import { matchOperation, type Operation } from '../../api/operations';
import { checkAdminInputs, checkCsrfToken, checkRole, checkSameOrigin, isJsonType } from './guard';

const ORIGINS = ['https://console.example.com'];
const op = (method: string, path: string): Operation => {
  const found = matchOperation(method, path);
  if (!found) throw new Error(`no operation for ${method} ${path}`);
  return found.operation;
};

describe('checkSameOrigin', () => {
  it('accepts the public origin, or Sec-Fetch-Site: same-origin without an Origin', () => {
    expect(checkSameOrigin({ origin: 'https://console.example.com' }, ORIGINS)).toBeUndefined();
    expect(
      checkSameOrigin(
        { origin: 'https://console.example.com', 'sec-fetch-site': 'same-origin' },
        ORIGINS,
      ),
    ).toBeUndefined();
    expect(checkSameOrigin({ 'sec-fetch-site': 'same-origin' }, ORIGINS)).toBeUndefined();
  });

  it.each([
    [{ origin: 'https://evil.example' }, 'it comes from https://evil.example'],
    [{ origin: 'null' }, 'an opaque origin'],
    [
      { origin: 'https://console.example.com', 'sec-fetch-site': 'same-site' },
      'Sec-Fetch-Site: same-site',
    ],
    [{ 'sec-fetch-site': 'cross-site' }, 'Sec-Fetch-Site: cross-site'],
    [{}, 'no Origin or Sec-Fetch-Site header'],
  ])('refuses %o', (headers, why) => {
    const refusal = checkSameOrigin(headers, ORIGINS);
    expect(refusal?.status).toBe(403);
    expect(refusal?.message).toContain(why);
  });
});

describe('checkCsrfToken', () => {
  it('accepts the exact token only', () => {
    expect(checkCsrfToken('abc123', 'abc123')).toBeUndefined();
    expect(checkCsrfToken('abc124', 'abc123')?.message).toContain('does not match');
    expect(checkCsrfToken(undefined, 'abc123')?.message).toContain('missing');
    expect(checkCsrfToken('abc1234', 'abc123')?.status).toBe(403);
  });
});

describe('checkRole', () => {
  it('lets viewers read and operators write', () => {
    expect(checkRole(op('GET', '/workflows'), 'viewer')).toBeUndefined();
    expect(checkRole(op('POST', '/executions/stop'), 'viewer')?.message).toBe(
      'Your role (viewer) may not stop executions; the operator role may. Ask an admin of this console.',
    );
    expect(checkRole(op('POST', '/executions/stop'), 'operator')).toBeUndefined();
  });
});

describe('checkAdminInputs', () => {
  const list = op('GET', '/workflows');
  const install = op('POST', '/installed_apps');
  const q = (text: string) => new URLSearchParams(text);

  it('refuses is_template for non-admins, however it is spelled', () => {
    for (const query of [
      'is_template=true',
      '%69s_template=1',
      'is_template[]=x',
      'limit=1&is_template=',
    ])
      expect(checkAdminInputs(list, 'operator', q(query), undefined)?.code, query).toBe(
        'admin_only_input',
      );
    expect(checkAdminInputs(list, 'operator', q('limit=2&on=true'), undefined)).toBeUndefined();
    expect(checkAdminInputs(list, 'admin', q('is_template=true'), undefined)).toBeUndefined();
  });

  it('refuses a groups field in a body for non-admins, even empty', () => {
    expect(
      checkAdminInputs(install, 'operator', q(''), { app_identifier: 'a', groups: [] })?.message,
    ).toBe('Only an admin may send "groups"; your role is operator.');
    expect(checkAdminInputs(install, 'operator', q(''), { app_identifier: 'a' })).toBeUndefined();
    expect(checkAdminInputs(install, 'admin', q(''), { groups: ['x'] })).toBeUndefined();
  });
});

describe('isJsonType', () => {
  it('knows JSON media types', () => {
    expect(isJsonType('application/json')).toBe(true);
    expect(isJsonType('application/json; charset=utf-8')).toBe(true);
    expect(isJsonType('application/merge-patch+json')).toBe(true);
    expect(isJsonType('text/plain')).toBe(false);
    expect(isJsonType('application/x-www-form-urlencoded')).toBe(false);
    expect(isJsonType(undefined)).toBe(false);
  });
});
