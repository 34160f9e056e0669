/**
 * Keeps docs/architecture.md true: every repository path it names in backticks exists, and the
 * features it lists as having a public entry are exactly those that have one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const doc = readFileSync(`${root}docs/architecture.md`, 'utf8');

/** Backticked spans that are plain paths under src/, test/ or docs/ (no `<name>` or `*` patterns). */
function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
  return [...new Set(spans.filter((span) => /^(src|test|docs)\/[\w.@/-]+$/.test(span)))];
}

describe('docs/architecture.md', () => {
  const paths = namedPaths(doc);

  it('names the code it describes by path', () => {
    // A guard against the extraction silently finding nothing.
    expect(paths.length).toBeGreaterThan(100);
    expect(paths).toContain('src/features/dynamic-form/');
  });

  it('names only paths that exist', () => {
    const missing = paths.filter((path) => !existsSync(`${root}${path}`));
    expect(missing, 'paths named in docs/architecture.md that do not exist').toEqual([]);
  });

  it('lists exactly the features that have a public entry', () => {
    const onDisk = readdirSync(`${root}src/features`)
      .map((feature) => `src/features/${feature}/index.ts`)
      .filter((entry) => existsSync(`${root}${entry}`))
      .sort();
    const listed = paths.filter((path) => /^src\/features\/[^/]+\/index\.ts$/.test(path)).sort();
    expect(listed).toEqual(onDisk);
  });
});

describe('namedPaths', () => {
  it('keeps plain paths and leaves out patterns, commands and other spans', () => {
    const text =
      'See `src/app/router.tsx`, `test/e2e/`, `docs/nginx/`, `src/features/<name>/index.ts`, ' +
      '`test/routes/*.test.tsx`, `npm run lint`, `useListSearch(schema)` and `src/app/router.tsx` again.';
    expect(namedPaths(text)).toEqual(['src/app/router.tsx', 'test/e2e/', 'docs/nginx/']);
  });
});
