/**
 * A deep link's screen code, asked for beside the app's instead of after it. A lazy screen's chunk is
 * normally requested only once the app's chunk has run and the router has matched the URL; for the
 * screens listed in DEEP_LINKED_SCREENS the build writes into index.html, as a JSON data block, the
 * files each one's route module loads besides the first load (src/build/early-entry.ts), and
 * src/early.ts, which runs while the app's chunk still downloads and compiles, adds a
 * `<link rel="modulepreload">` for each file of the screen the browser opened. The router's own
 * import then finds them fetched and compiled. A data block is not a script, so the
 * Content-Security-Policy (`script-src 'self'`, no inline script) is untouched; the links load
 * same-origin scripts, which it allows. Kept free of React: it runs in src/early.ts's chunk.
 */
// With its extension: vite.config.ts imports this module too (Node's loader needs it).
import { screenPath } from './screen-path.ts';

/** The id of index.html's data block (`<script type="application/json">`). */
export const ROUTE_MODULES_ID = 'wfc-route-modules';

/**
 * The screens worth starting early (their screen path, '' for `/`) and their route modules, as
 * src/app/router.tsx imports them. `/workflows` is in the first load already.
 */
export const DEEP_LINKED_SCREENS: Readonly<Record<string, string>> = {
  '': 'src/app/routes/overview.tsx',
};

/** What the data block holds: screen path -> the URLs of the files to preload. */
export type RouteModules = Record<string, string[]>;

/**
 * The files to preload for `pathname`, from the data block's text (null: no block, as in the dev
 * server). Anything unreadable preloads nothing: the router loads the screen's code as always.
 */
export function routeModulesAt(pathname: string, base: string, data: string | null): string[] {
  const path = screenPath(pathname, base);
  if (path === null || data === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return [];
  }
  if (typeof parsed !== 'object' || parsed === null || !Object.hasOwn(parsed, path)) return [];
  const files: unknown = (parsed as Record<string, unknown>)[path];
  return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
}

/**
 * Adds a modulepreload link for each file the opened screen's code needs. The `href` is written as
 * the build wrote it and `crossorigin` set as Vite's own preloading does, so the router's import
 * finds the link and asks for nothing twice.
 */
export function preloadRouteModules(base = import.meta.env.BASE_URL): void {
  const data = document.getElementById(ROUTE_MODULES_ID)?.textContent ?? null;
  for (const href of routeModulesAt(window.location.pathname, base, data)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.setAttribute('href', href);
    document.head.append(link);
  }
}
