/**
 * Emotion's style cache (MUI's styling engine), given the nonce the gateway puts into the page
 * (`<meta name="csp-nonce">`), so the style elements it inserts pass a Content-Security-Policy that
 * allows no inline style without it. Served elsewhere there is no nonce and nothing changes.
 */
import createCache, { type EmotionCache } from '@emotion/cache';

export function createStyleCache(doc: Document = document): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return createCache({ key: 'css', prepend: true, ...(nonce ? { nonce } : {}) });
}
