import { describe, expect, it } from 'vitest';
import { buildMetaDir, demoIncluded } from './build-output';
import { headerCsp, metaCsp } from './static-csp';

describe('the static site policy', () => {
  it('allows scripts only from the origin, never inline or eval, and no framing in the header', () => {
    const meta = metaCsp({});
    expect(meta).toContain("script-src 'self';");
    expect(meta).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    // A <meta> cannot carry frame-ancestors; the header does.
    expect(meta).not.toContain('frame-ancestors');
    expect(headerCsp({})).toContain("frame-ancestors 'none'");
  });

  it('narrows connections and images to the origins a deployment lists', () => {
    const meta = metaCsp({
      WFC_CONNECT_SRC: 'https://api.example.com, https://slack.com',
      WFC_IMG_SRC: 'https://cdn.example.com',
    });
    expect(meta).toContain("connect-src 'self' https://api.example.com https://slack.com;");
    expect(meta).toContain("img-src 'self' https://cdn.example.com;");
    expect(metaCsp({ WFC_CONNECT_SRC: ' ' })).toContain("connect-src 'self' http: https:;");
  });

  it('keeps build metadata beside, not inside, the served files, and knows a demo-less build', () => {
    expect(buildMetaDir('dist')).toMatch(/\.build-meta\/dist$/);
    expect(buildMetaDir('.dist-e2e')).toMatch(/\.build-meta\/\.dist-e2e$/);
    expect(demoIncluded({})).toBe(true);
    expect(demoIncluded({ WFC_DEMO: 'off' })).toBe(false);
  });
});
