import { describe, expect, it } from 'vitest';
import { DEMO_BASE_PATH } from '@/config/saved-settings';
import { DEMO_ICONS_DIR, ICON_ORIGIN } from '@/demo-api/seed/icon-svg';
import { buildSeed } from '@/demo-api/seed';
import { seedIconFiles } from './demo-seed-asset';

describe('the demo icons the build writes', () => {
  it('are every icon the seed names, once, and nothing that is not an icon file', () => {
    const json = JSON.stringify({
      a: `${ICON_ORIGIN}/acme-crm.svg`,
      b: [`${ICON_ORIGIN}/acme-crm.svg`, `${ICON_ORIGIN}/chatter.svg`],
      c: `${ICON_ORIGIN}/../secrets.txt`,
      d: 'https://elsewhere.example/ledgerly.svg',
    });
    expect(seedIconFiles(json)).toEqual(['acme-crm.svg', 'chatter.svg']);
  });

  it('cover the whole seed, where the demo API in the page points its icon URLs', () => {
    const files = seedIconFiles(JSON.stringify(buildSeed()));
    expect(files.length).toBeGreaterThan(5);
    expect(files).toContain('custom-request.svg');
    expect(`/${DEMO_ICONS_DIR}`).toBe(`${DEMO_BASE_PATH}/icons`);
  });
});
