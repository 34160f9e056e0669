/**
 * What the demo API's worker build puts in the place of `tough-cookie` (vite.config.ts): an empty
 * cookie jar. msw keeps the cookies that handlers set in a tough-cookie jar, and reads it for every
 * request; the demo API sets no cookie and reads none, so its jar is always empty. tough-cookie and
 * the public-suffix list it loads (tldts) were two thirds of the worker's code (135 KB of 204 KB),
 * downloaded, parsed and run on every first visit in demo mode before the first answer. Only what msw
 * calls is here (msw/src/core/utils/cookieStore.ts); Node (the sandbox, the tests) keeps the real jar.
 */

/** A cookie as stored: the jar keeps none, so none is ever read back from storage either. */
export const Cookie = { fromJSON: (): null => null };

/** Where a jar keeps its cookies, by domain, path and name: nowhere. */
export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

/** The jar: no cookie in it for any URL, and a cookie set is not kept. */
export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  setCookie(): Promise<void> {
    return Promise.resolve();
  }
}
