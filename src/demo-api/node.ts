/** The demo API for Node: the same handlers behind msw's request interception (tests). */
import { setupServer } from 'msw/node';
import { DEMO_BASE_PATH } from '@/config/connection';
import { createDemoHandlers } from './handlers';
import { seededDb } from './store/built-seed';

export function createDemoServer(options: { requireKey?: boolean } = {}) {
  const db = seededDb();
  const server = setupServer(
    ...createDemoHandlers({
      db,
      requireKey: options.requireKey ?? false,
      controlsBase: DEMO_BASE_PATH,
    }),
  );
  return { db, server };
}
