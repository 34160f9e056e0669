/**
 * The screen path of a URL's pathname under the app's base: `/console/workflows` under `/console/`
 * is `workflows`, the base itself is `` (the overview), a path outside the base is null. Read before
 * the router runs (src/early.ts's reads and preloads), so kept free of React.
 */
export function screenPath(pathname: string, base: string): string | null {
  const root = base.endsWith('/') ? base : `${base}/`;
  if (`${pathname}/` === root) return '';
  return pathname.startsWith(root) ? pathname.slice(root.length).replace(/\/+$/, '') : null;
}
