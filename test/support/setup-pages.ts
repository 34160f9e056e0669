/**
 * Setup for page tests (test/routes): everything component tests get (setup-dom.ts, listed first in
 * the project), and the demo API, since every page talks to the real demo API handlers through msw,
 * with each response checked against the OpenAPI contract.
 */
import { afterEach } from 'vitest';
import { withDemoServer } from './demo-server';

withDemoServer();

// Every page test renders the app, and a render makes its own emotion cache unless given one
// (src/app/providers.tsx), so each test inserts the page's styles again in new <style> elements.
// Left in the document, a file's twentieth test computed styles (role queries ask every element
// whether it is hidden) over the rules of all nineteen before it: 7,000 rules instead of 400. A
// browser loading the page has only its own; so has each test once the styles of the one before
// are gone. (This file imports nothing of the app: a file that mocks app modules must load them
// after its mocks.)
afterEach(() => {
  for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
});
