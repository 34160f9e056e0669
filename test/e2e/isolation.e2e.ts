/**
 * The tests of a worker share one browser profile, across files (browser.ts): what one test stores
 * must be gone when the next one starts, as it would be in a fresh browser context.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleUrl, launchChromium, newPage, type TestBrowser } from './browser';

let browser: TestBrowser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

/** What the console's origin holds now, read in a page of it. */
async function stored(browserUnderTest: TestBrowser) {
  const { page, context } = await newPage(browserUnderTest);
  // A small document of the console's origin: its storage is the console's.
  await page.goto(consoleUrl('/favicon.svg'));
  const found = await page.evaluate(async () => ({
    local: window.localStorage.length,
    cookies: document.cookie,
    databases: (await indexedDB.databases()).map((database) => database.name),
    caches: await caches.keys(),
  }));
  return { found, page, context };
}

describe('one browser profile per worker, nothing shared between its tests', () => {
  it('a test stores local storage, a cookie, a database and a cache', async () => {
    const { found, page, context } = await stored(browser);
    expect(found).toEqual({ local: 0, cookies: '', databases: [], caches: [] });
    await page.evaluate(async () => {
      window.localStorage.setItem('left-behind', 'yes');
      await caches.open('left-behind');
      document.cookie = 'left_behind=yes; path=/';
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('left-behind');
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(new Error('no database'));
      });
    });
    const again = await stored(browser).catch((error: unknown) => error);
    // One test context at a time: a second one in the same test is refused.
    expect(again).toBeInstanceOf(Error);
    await context.close();
  });

  it('the next test finds none of it', async () => {
    const { found, context } = await stored(browser);
    expect(found).toEqual({ local: 0, cookies: '', databases: [], caches: [] });
    await context.close();
  });
});
