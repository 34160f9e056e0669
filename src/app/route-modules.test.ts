import { describe, expect, it } from 'vitest';
import { routeModulesAt } from './route-modules';

const DATA = JSON.stringify({
  '': ['/assets/overview-1.js', '/assets/screens-shared-2.js'],
  runs: ['/assets/runs-3.js'],
});

describe('the deep-linked screen’s files to preload', () => {
  it('are the files index.html lists for the screen the browser opened', () => {
    expect(routeModulesAt('/', '/', DATA)).toEqual([
      '/assets/overview-1.js',
      '/assets/screens-shared-2.js',
    ]);
    expect(routeModulesAt('/runs', '/', DATA)).toEqual(['/assets/runs-3.js']);
    expect(routeModulesAt('/runs/', '/', DATA)).toEqual(['/assets/runs-3.js']);
  });

  it('are the same under the app’s base path, with or without its last slash', () => {
    const files = ['/assets/overview-1.js', '/assets/screens-shared-2.js'];
    expect(routeModulesAt('/console/', '/console/', DATA)).toEqual(files);
    expect(routeModulesAt('/console', '/console/', DATA)).toEqual(files);
    expect(routeModulesAt('/', '/console/', DATA)).toEqual([]);
  });

  it('are none for a screen it does not list, the workflow list among them', () => {
    expect(routeModulesAt('/workflows', '/', DATA)).toEqual([]);
    expect(routeModulesAt('/workflows/wf_1', '/', DATA)).toEqual([]);
    expect(routeModulesAt('/constructor', '/', DATA)).toEqual([]);
    expect(routeModulesAt('/__proto__', '/', DATA)).toEqual([]);
  });

  it('are none without a readable list (the dev server writes none)', () => {
    expect(routeModulesAt('/', '/', null)).toEqual([]);
    expect(routeModulesAt('/', '/', '{"": ["/assets/a.js"')).toEqual([]);
    expect(routeModulesAt('/', '/', '["/assets/a.js"]')).toEqual([]);
    expect(routeModulesAt('/', '/', '{"": "/assets/a.js"}')).toEqual([]);
    expect(routeModulesAt('/', '/', '{"": ["/assets/a.js", 7, null]}')).toEqual(['/assets/a.js']);
  });
});
