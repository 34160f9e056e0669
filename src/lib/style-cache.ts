/**
 * Emotion's style cache (MUI's styling engine), given the nonce the gateway puts into the page
 * (`<meta name="csp-nonce">`), so the style elements it inserts pass a Content-Security-Policy that
 * allows no inline style without it. Served elsewhere there is no nonce and nothing changes.
 *
 * Right to left (Arabic, Hebrew): MUI writes physical properties (`margin-left`), so a second cache
 * flips them as it inserts them (@mui/stylis-plugin-rtl, MUI's documented way). The plugin is a chunk of
 * its own, loaded only for a right-to-left page.
 */
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

export function createStyleCache(
  doc: Document = document,
  { key = 'css', plugins }: { key?: string; plugins?: StylisPlugin[] } = {},
): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return createCache({
    key,
    prepend: true,
    ...(nonce ? { nonce } : {}),
    ...(plugins ? { stylisPlugins: plugins } : {}),
  });
}

let rightToLeft: Promise<EmotionCache> | undefined;

/** The cache for right-to-left pages (one per page: its styles are shared by every form on it). */
export function loadRightToLeftCache(doc: Document = document): Promise<EmotionCache> {
  rightToLeft ??= import('@mui/stylis-plugin-rtl').then(
    ({ default: flip }) => createStyleCache(doc, { key: 'rtl', plugins: [flip as StylisPlugin] }),
    (error: unknown) => {
      rightToLeft = undefined;
      throw error;
    },
  );
  return rightToLeft;
}
