/** The e2e config's setup file: a sandbox for each test file (see file-sandbox.ts). */
import { afterAll, beforeAll } from 'vitest';
import { startFileSandbox, stopFileSandbox } from './file-sandbox';

beforeAll(startFileSandbox);
afterAll(stopFileSandbox);
