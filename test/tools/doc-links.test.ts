/**
 * Keeps the docs' links between each other valid: every relative link in README.md and docs/*.md
 * points to a file that exists, and every `#anchor` to a heading of that file (GitHub's slugs).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text outside fenced code blocks, where links and headings are Markdown. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = [...prose(markdown).matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1] ?? '');
  return new Set(headings.map(slugOf));
}

/** Relative link targets (`](target)`), leaving out web, mail and other schemes. */
function linksOf(markdown: string): string[] {
  const targets = [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
  return targets.filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

describe('links between the docs', () => {
  it.each(docs)('%s links only to files and headings that exist', (doc) => {
    const text = readFileSync(join(root, doc), 'utf8');
    const broken = linksOf(text).filter((link) => {
      const [path = '', anchor] = link.split('#');
      const target = path === '' ? join(root, doc) : join(root, dirname(doc), path);
      if (!existsSync(target)) return true;
      if (anchor === undefined || !target.endsWith('.md')) return false;
      return !anchorsOf(readFileSync(target, 'utf8')).has(anchor);
    });
    expect(broken, `broken links in ${doc}`).toEqual([]);
  });
});

describe('slugOf', () => {
  it('makes the anchors GitHub makes', () => {
    expect(slugOf("Find a screen's code, its decoding and its tests")).toBe(
      'find-a-screens-code-its-decoding-and-its-tests',
    );
    expect(slugOf('Forms, the connection and service text')).toBe(
      'forms-the-connection-and-service-text',
    );
    expect(slugOf('What `npm test` runs')).toBe('what-npm-test-runs');
  });
});
