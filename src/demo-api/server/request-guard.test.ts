import { describe, expect, it } from 'vitest';
import { checkHost, hostNameOf, isServedPath, originFormTarget, targetPath } from './request-guard';

describe('hostNameOf', () => {
  it('reads names, IPv4 and IPv6 addresses with or without a port', () => {
    expect(hostNameOf('LocalHost:4010')).toBe('localhost');
    expect(hostNameOf('127.0.0.1')).toBe('127.0.0.1');
    expect(hostNameOf('[::1]:4010')).toBe('[::1]');
    expect(hostNameOf('sandbox.example.com.')).toBe('sandbox.example.com');
  });

  it('refuses what is not a host', () => {
    for (const bad of [
      'a b',
      '',
      'host:port',
      'host:99999',
      'a/b',
      'user@host',
      '-x.com',
      'x..y',
    ]) {
      expect(hostNameOf(bad), bad).toBeUndefined();
    }
  });
});

describe('checkHost', () => {
  it('answers IP addresses, localhost and its subdomains, and a missing Host', () => {
    for (const host of ['127.0.0.1:4010', '10.0.0.7', '[::1]:1', 'localhost', 'app.localhost:80']) {
      expect(checkHost(host, []), host).toBe('ok');
    }
    expect(checkHost(undefined, [])).toBe('ok');
  });

  it('refuses other names unless allowed, which closes DNS rebinding', () => {
    expect(checkHost('attacker.example', [])).toBe('not-allowed');
    expect(checkHost('a b', [])).toBe('malformed');
    expect(checkHost('sandbox.example.com', [], 'sandbox.example.com')).toBe('ok');
    expect(checkHost('sandbox.example.com:8443', ['sandbox.example.com'])).toBe('ok');
    expect(checkHost('a.corp.example', ['.corp.example'])).toBe('ok');
    expect(checkHost('corp.example', ['.corp.example'])).toBe('ok');
    expect(checkHost('evilcorp.example', ['.corp.example'])).toBe('not-allowed');
    expect(checkHost('anything.example', '*')).toBe('ok');
    expect(checkHost('a b', '*')).toBe('malformed');
  });
});

describe('request targets and paths', () => {
  it('takes only origin-form targets', () => {
    expect(originFormTarget('/api/v1/workflows?limit=1')).toBe('/api/v1/workflows?limit=1');
    for (const bad of ['http://evil.example/api/v1/x', '//evil.example/x', '*', undefined]) {
      expect(originFormTarget(bad)).toBeUndefined();
    }
  });

  it('normalises paths and refuses what cannot be decoded', () => {
    expect(targetPath('/api/v1/../../__demo/state')).toBe('/__demo/state');
    expect(targetPath('/api/v1/%2e%2e/x')).toBe('/api/x');
    expect(targetPath('/api/v1/workflows/%E0%A4%A')).toBeUndefined();
  });

  it('serves the API, the controls, the provider and icon endpoints, and the root only', () => {
    for (const path of ['/', '/api/v1/workflows', '/__demo/state', '/provider/crm/contacts']) {
      expect(isServedPath(path), path).toBe(true);
    }
    for (const path of ['/api/v1', '/x/api/v1/workflows', '/api/v2/x', '/favicon.ico']) {
      expect(isServedPath(path), path).toBe(false);
    }
  });
});
