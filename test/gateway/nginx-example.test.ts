/**
 * The nginx example in docs/ sends what the gateway sends: every header name of an HTML answer and of
 * every answer, the same Content-Security-Policy, and the same cache policy for hashed assets. When
 * nginx and openssl happen to be installed, the example also passes `nginx -t` (CI installs neither).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/gateway/config';
import { commonHeaders, htmlHeaders } from '@/gateway/http/csp';

const EXAMPLE = 'docs/nginx/workflow-console.conf';
const text = readFileSync(EXAMPLE, 'utf8');
const config = loadConfig({
  WFC_API_BASE_URL: 'https://workflows.example.com',
  WFC_API_KEY: 'sk_live_example',
  WFC_SESSION_SECRET: 'x'.repeat(32),
  WFC_USERS_FILE: EXAMPLE,
  WFC_PUBLIC_URL: 'https://console.example.com',
});

/** `add_header Name "value" always;` lines of one location block. */
function headersOf(location: string): Map<string, string> {
  const start = text.indexOf(`location ${location} {`);
  const block = text.slice(start, text.indexOf('\n    }', start));
  return new Map(
    [...block.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map((match) => [
      (match[1] ?? '').toLowerCase(),
      match[2] ?? '',
    ]),
  );
}

function installed(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('the nginx example', () => {
  it('sends every header of an HTML answer, with the same values, on the SPA fallback', () => {
    const expected = { ...commonHeaders(config), ...htmlHeaders('/workflows', config) };
    const html = headersOf('/');
    for (const [name, value] of Object.entries(expected)) expect(html.get(name), name).toBe(value);
    expect(text).toContain('try_files $uri /index.html;');
  });

  it('sends the headers of every answer on hashed assets, cached for a year as immutable', () => {
    const assets = headersOf('/assets/');
    for (const [name, value] of Object.entries(commonHeaders(config)))
      expect(assets.get(name), name).toBe(value);
    expect(assets.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('passes the API and sign-in to the gateway, which holds the key: the example holds none', () => {
    expect(text).toMatch(/location ~ \^\/\(api\|auth\)\/ \{\s+proxy_pass/);
    expect(text).not.toMatch(/Authorization|Bearer|sk_(live|test)_/);
  });

  it.skipIf(!installed('nginx') || !installed('openssl'))('passes nginx -t', () => {
    const folder = mkdtempSync(join(tmpdir(), 'wfc-nginx-'));
    try {
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=console.example.com',
          '-keyout',
          join(folder, 'key.pem'),
          '-out',
          join(folder, 'cert.pem'),
        ],
        { stdio: 'ignore' },
      );
      const site = text
        .replace('/etc/ssl/certs/console.example.com.pem', join(folder, 'cert.pem'))
        .replace('/etc/ssl/private/console.example.com.key', join(folder, 'key.pem'));
      writeFileSync(join(folder, 'site.conf'), site);
      writeFileSync(
        join(folder, 'nginx.conf'),
        `pid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${folder}/site.conf;\n}\n`,
      );
      execFileSync('nginx', ['-t', '-q', '-p', folder, '-c', join(folder, 'nginx.conf')], {
        stdio: 'pipe',
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
