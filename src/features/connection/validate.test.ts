import { describe, expect, it } from 'vitest';
import { describeKey, validateConnection, type ConnectionFormValues } from './validate';

const live: ConnectionFormValues = {
  mode: 'live',
  baseUrl: 'https://workflows.example.com',
  apiKey: 'sk_test_abc',
  rememberKey: false,
  defaultUserKey: 'main',
  adminView: true,
};

describe('validateConnection', () => {
  it('accepts an https base URL and a proxy path', () => {
    expect(validateConnection(live)).toEqual({});
    expect(validateConnection({ ...live, baseUrl: '/live-api' })).toEqual({});
  });

  it('asks for a base URL in live mode only', () => {
    expect(validateConnection({ ...live, baseUrl: '' }).baseUrl).toMatch(
      /Enter the service base URL/,
    );
    expect(validateConnection({ ...live, mode: 'demo', baseUrl: '' })).toEqual({});
  });

  it('refuses other schemes, credentials in the URL and protocol-relative paths', () => {
    expect(validateConnection({ ...live, baseUrl: 'javascript:alert(1)' }).baseUrl).toMatch(
      /Only http and https/,
    );
    expect(validateConnection({ ...live, baseUrl: 'https://u:p@host' }).baseUrl).toMatch(
      /not in the URL/,
    );
    expect(validateConnection({ ...live, baseUrl: '//evil.example' }).baseUrl).toMatch(
      /single slash/,
    );
    expect(validateConnection({ ...live, baseUrl: 'not a url' }).baseUrl).toMatch(/not a URL/);
  });

  it('needs a default user key', () => {
    expect(validateConnection({ ...live, defaultUserKey: ' ' }).defaultUserKey).toBeDefined();
  });
});

describe('describeKey', () => {
  it('names the kind of key from its prefix', () => {
    expect(describeKey('sk_live_x')).toMatch(/live secret key/);
    expect(describeKey('pk_test_x')).toMatch(/publishable/);
    expect(describeKey('whatever')).toMatch(/does not look like/);
    expect(describeKey('')).toBeUndefined();
  });
});
