/**
 * Starts the in-browser demo API once per page, whichever entry asks first: src/early.ts (as soon
 * as config.json says demo mode) or src/main.tsx (when early.ts has not run before it, which a busy
 * machine can bring about). Both import this one module instance (the build puts it in the chunk they
 * share), so a page never has two demo APIs with two stores. Routes the console's requests to it.
 * The page's side of the demo API (./browser.ts, a few hundred bytes) comes with this module, so the
 * worker starts as soon as config.json says demo mode, without a request for another chunk first;
 * the worker loads the demo API's code and seed itself.
 */
import { routeRequestsThrough } from '@/config/transport';
import { startDemoApi, type DemoApi } from './browser';

let demo: DemoApi | undefined;

/** Resolves once the demo API is up; rejects when it cannot start. */
export function startDemoOnce(): Promise<void> {
  if (!demo) {
    demo = startDemoApi();
    routeRequestsThrough(Promise.resolve(demo.transport));
  }
  return demo.started;
}
