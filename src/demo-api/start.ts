/**
 * Starts the in-browser demo API once per page, whichever entry asks first: src/early.ts (as soon
 * as config.json says demo mode) or src/main.tsx (when early.ts has not run before it, which a busy
 * machine can bring about). Both import this one module instance (the build puts it in the chunk they
 * share), so a page never has two demo APIs with two stores. Routes the console's requests to it.
 */
import { routeRequestsThrough } from '@/config/transport';
import type { DemoApi } from './browser';

let demo: Promise<DemoApi> | undefined;

/** Resolves once the demo API is up; rejects when it cannot start. */
export function startDemoOnce(): Promise<void> {
  if (!demo) {
    demo = import('./browser').then(({ startDemoApi }) => startDemoApi());
    routeRequestsThrough(demo.then(({ transport }) => transport));
  }
  return demo.then(({ started }) => started);
}
