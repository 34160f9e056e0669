import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './blocks';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs, lists, quotes, code and rules', () => {
    const blocks = parseMarkdown(
      [
        '## Connect Acme',
        '',
        'First line',
        'same paragraph.',
        '',
        '1. Sign in',
        '2. Open **Setup**',
        '   and continue',
        '',
        '- read',
        '* write',
        '',
        '> quoted',
        '',
        '```sh',
        'curl https://x.example <b>',
        '```',
        '',
        '---',
        '',
        '    indented code',
      ].join('\n'),
    );
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'code',
      'rule',
      'code',
    ]);
    expect(blocks[0]).toMatchObject({ level: 2, children: [{ text: 'Connect Acme' }] });
    expect(blocks[1]).toMatchObject({ children: [{ text: 'First line same paragraph.' }] });
    expect(blocks[2]).toMatchObject({ ordered: true, start: 1 });
    expect(blocks[2]?.type === 'list' && blocks[2].items).toHaveLength(2);
    expect(blocks[3]).toMatchObject({ ordered: false });
    expect(blocks[5]).toEqual({ type: 'code', text: 'curl https://x.example <b>', language: 'sh' });
    expect(blocks[7]).toEqual({ type: 'code', text: 'indented code', language: null });
  });

  it('has no HTML block: tags stay paragraph text', () => {
    const blocks = parseMarkdown('<div onclick="steal()">\n<script>alert(1)</script>\n</div>');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        children: [
          {
            type: 'text',
            text: '<div onclick="steal()"> <script>alert(1)</script> </div>',
          },
        ],
      },
    ]);
  });

  it('tolerates what is not Markdown text, and unterminated constructs', () => {
    expect(parseMarkdown(null)).toEqual([]);
    expect(parseMarkdown({ html: '<b>' })).toEqual([]);
    expect(parseMarkdown('```\nnever closed')).toEqual([
      { type: 'code', text: 'never closed', language: null },
    ]);
    expect(() => parseMarkdown('>'.repeat(5_000) + ' deep')).not.toThrow();
  });
});
