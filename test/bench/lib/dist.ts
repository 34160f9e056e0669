/**
 * The production build the benchmarks read and serve: `dist/`, or `BENCH_DIST` (a path relative to the
 * repository, e.g. `.dist-bench`) so a build of its own can be measured while `dist/` is rebuilt.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export function benchDist(): string {
  return `${resolve(ROOT, process.env.BENCH_DIST ?? 'dist')}/`;
}
