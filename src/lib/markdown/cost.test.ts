import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_LIMITS as LIMITS, markdownCost } from './cost';

describe('markdownCost', () => {
  it('lets ordinary instructions through', () => {
    const guide = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(markdownCost(guide.slice(0, LIMITS.chars))).toBeNull();
    expect(markdownCost('')).toBeNull();
    expect(markdownCost('- a\n  - b\n    > c\n\n| x | y |\n| - | - |\n| 1 | 2 |')).toBeNull();
  });

  it('bounds the size and the line count', () => {
    expect(markdownCost('a'.repeat(LIMITS.chars))).toBeNull();
    expect(markdownCost('a'.repeat(LIMITS.chars + 1))).toBe(
      'too long to format (20,001 characters)',
    );
    expect(markdownCost('a\n'.repeat(LIMITS.lines - 1))).toBeNull();
    expect(markdownCost('a\n'.repeat(LIMITS.lines))).toMatch(/^too long to format \(over/);
  });

  it('bounds inline marks per block of lines and over the whole text', () => {
    const block = (marks: number) => '*a'.repeat(marks);
    expect(markdownCost(block(LIMITS.blockDelimiters))).toBeNull();
    expect(markdownCost(block(LIMITS.blockDelimiters + 1))).toMatch(/^too intricate/);
    // Blank lines end a block (a paragraph cannot span them)…
    const blocks = (count: number) =>
      Array.from({ length: count }, () => block(LIMITS.blockDelimiters)).join('\n\n');
    expect(markdownCost(blocks(LIMITS.delimiters / LIMITS.blockDelimiters))).toBeNull();
    // …but the whole text has its own bound.
    expect(markdownCost(blocks(LIMITS.delimiters / LIMITS.blockDelimiters + 1))).toMatch(
      /^too intricate/,
    );
    for (const mark of ['_', '~', '[', ']', '<', '!', '`', ':', '@', 'www.'])
      expect(markdownCost(`${mark} `.repeat(LIMITS.blockDelimiters + 1)), mark).not.toBeNull();
  });

  it('bounds table cells', () => {
    expect(markdownCost('|a'.repeat(LIMITS.pipes))).toBeNull();
    expect(markdownCost('|a'.repeat(LIMITS.pipes + 1))).toBe('too large a table to format');
  });

  it('bounds containers opened on one line and over the whole text', () => {
    expect(markdownCost(`${'> '.repeat(LIMITS.lineNesting)}x`)).toBeNull();
    for (const marker of ['>', '> ', '- ', '1. ', '2) ', '+ '])
      expect(markdownCost(`${marker.repeat(LIMITS.lineNesting + 1)}x`), marker).toMatch(
        /^too deeply nested/,
      );
    expect(markdownCost('- x\n'.repeat(LIMITS.containers))).toBeNull();
    expect(markdownCost('- x\n'.repeat(LIMITS.containers + 1))).toMatch(/^too deeply nested/);
    // Hyphens inside a line are no containers.
    expect(markdownCost(`x ${'- '.repeat(100)}`)).toBeNull();
  });
});
