import { describe, expect, it } from 'vitest';
import {
  describeKey,
  PLAIN_HTTP_REFUSED,
  validateConnection,
  type ConnectionFormValues,
} from './validate';

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

  it('refuses plain http except on this machine, saying why', () => {
    expect(validateConnection({ ...live, baseUrl: 'http://workflows.example.com' }).baseUrl).toBe(
      PLAIN_HTTP_REFUSED,
    );
    expect(validateConnection({ ...live, baseUrl: 'http://10.0.0.5:4010' }).baseUrl).toBe(
      PLAIN_HTTP_REFUSED,
    );
    expect(PLAIN_HTTP_REFUSED).toMatch(/clear text/);
    for (const local of ['http://localhost:4010', 'http://127.0.0.1:4010', 'http://[::1]:4010'])
      expect(validateConnection({ ...live, baseUrl: local })).toEqual({});
  });

  it('asks for the key again when the saved one was entered for another origin', () => {
    const context = {
      binding: { savedKey: 'sk_test_old', savedOrigin: 'https://old.example.com' },
      pageOrigin: 'https://console.example.com',
    };
    expect(validateConnection({ ...live, apiKey: '' }, context).apiKey).toMatch(
      /^Enter the key for https:\/\/workflows\.example\.com\./,
    );
    expect(validateConnection(live, context)).toEqual({});
    expect(validateConnection({ ...live, mode: 'demo', apiKey: '' }, context)).toEqual({});
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
