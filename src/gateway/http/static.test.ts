import { describe, expect, it } from 'vitest';
import { metaCsp } from '../../build/static-csp';
import { servedIndexHtml } from './static';

const page = (env: Record<string, string>) =>
  `<!doctype html><html><head>\n    <meta http-equiv="Content-Security-Policy" content="${metaCsp(env)}" />\n    <title>Workflow Console</title></head><body><div id="root"></div></body></html>`;

describe('servedIndexHtml', () => {
  it("leaves out the build's policy <meta> where the gateway's header is at least as strict", () => {
    const served = servedIndexHtml(page({}), { connectSrc: ['https://options.example.com'] });
    expect(served).not.toContain('http-equiv');
    expect(served).toBe(
      '<!doctype html><html><head>\n    <title>Workflow Console</title></head><body><div id="root"></div></body></html>',
    );
  });

  it('keeps it where the build allows less than the gateway (a narrower connect-src)', () => {
    const html = page({ WFC_CONNECT_SRC: 'https://api.example.com' });
    expect(servedIndexHtml(html, { connectSrc: ['https://options.example.com'] })).toBe(html);
  });

  it('serves a page without a policy <meta> as it is', () => {
    const html = '<!doctype html><html><head><title>x</title></head><body></body></html>';
    expect(servedIndexHtml(html, { connectSrc: [] })).toBe(html);
  });
});
