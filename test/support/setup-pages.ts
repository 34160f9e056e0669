/**
 * Setup for page tests (test/routes): everything component tests get (setup-dom.ts, listed first in
 * the project), and the demo API, since every page talks to the real demo API handlers through msw,
 * with each response checked against the OpenAPI contract.
 */
import { afterEach } from 'vitest';
import { withDemoServer } from './demo-server';
import { removeRenderedStyles } from './render';

withDemoServer();

// Each test's styles are gone before the next renders (see the function).
afterEach(removeRenderedStyles);
