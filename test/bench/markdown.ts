/**
 * The Markdown renderer in Node (parse, checks, React elements, serialised with react-dom/server):
 * the median time of each pathological 300 KB input (shown as plain text past the bounds of
 * src/lib/markdown/cost.ts) and of the costliest inputs the bounds still let through, which are
 * parsed. The browser's DOM work comes on top, linear in what is rendered.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MARKDOWN_LIMITS as LIMITS, markdownCost } from '@/lib/markdown/cost';
import { MarkdownView } from '@/lib/markdown/markdown-view';
import { median } from './lib/stats';

const KB300 = 300 * 1024;
const blocks = (unit: string, perBlock: number, count: number) =>
  Array.from({ length: Math.floor(count) }, () => unit.repeat(perBlock)).join('\n\n');
const BLOCKS = LIMITS.delimiters / LIMITS.blockDelimiters;

export const MARKDOWN_INPUTS: Record<string, () => string> = {
  '300 KB of _a_': () => '_a_'.repeat(KB300 / 3),
  '300 KB of *a': () => '*a'.repeat(KB300 / 2),
  '300 KB of nested brackets': () => `${'['.repeat(KB300 / 2)}x${']'.repeat(KB300 / 2)}`,
  '300 KB of nested emphasis': () => `${'**'.repeat(KB300 / 4)}x${'**'.repeat(KB300 / 4)}`,
  '300 KB of nested quotes': () => `${'>'.repeat(KB300)} deep`,
  'parsed: README, first 20 KB': () =>
    readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8').slice(
      0,
      LIMITS.chars,
    ),
  'parsed: *a at the mark bounds': () => blocks('*a', LIMITS.blockDelimiters, BLOCKS),
  'parsed: [ (]( at the mark bounds': () => blocks('[ (](', LIMITS.blockDelimiters / 2, BLOCKS),
  'parsed: table rows at the line bound': () => `a|b\n-|-\n${'a\n'.repeat(LIMITS.lines - 3)}`,
  'parsed: bare links at the mark bounds': () =>
    blocks('http://a.b/ ', LIMITS.blockDelimiters, BLOCKS),
  'parsed: nested lists at the container bound': () =>
    `${'1. '.repeat(LIMITS.lineNesting)}x\n`.repeat(LIMITS.containers / LIMITS.lineNesting),
};

export interface MarkdownFigure {
  input: string;
  chars: number;
  parsed: boolean;
  medianMs: number;
}

export function benchMarkdown(runs = 7): MarkdownFigure[] {
  const render = (source: string) =>
    renderToStaticMarkup(createElement(MarkdownView, { text: source, headingLevel: 3 }));
  // Warm up the parser and React's server renderer.
  for (let warm = 0; warm < 3; warm += 1)
    render(MARKDOWN_INPUTS['parsed: README, first 20 KB']?.() ?? '');
  return Object.entries(MARKDOWN_INPUTS).map(([input, make]) => {
    const source = make();
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      render(source);
      times.push(performance.now() - started);
    }
    return {
      input,
      chars: source.length,
      parsed: markdownCost(source) === null,
      medianMs: median(times),
    };
  });
}
