import { describe, expect, it } from 'vitest';
import { parseInline, type Inline } from './inline';

const links = (nodes: Inline[]): Extract<Inline, { type: 'link' }>[] =>
  nodes.flatMap((node) =>
    node.type === 'link'
      ? [node]
      : node.type === 'strong' || node.type === 'em'
        ? links(node.children)
        : [],
  );

const plain = (nodes: Inline[]): string =>
  nodes
    .map((node) =>
      node.type === 'text' || node.type === 'code'
        ? node.text
        : node.type === 'break'
          ? '\n'
          : plain(node.children),
    )
    .join('');

describe('parseInline', () => {
  it('reads strong, emphasis, code and links', () => {
    expect(parseInline('Open **Setup → API keys**, then *copy* `the key`.')).toEqual([
      { type: 'text', text: 'Open ' },
      { type: 'strong', children: [{ type: 'text', text: 'Setup → API keys' }] },
      { type: 'text', text: ', then ' },
      { type: 'em', children: [{ type: 'text', text: 'copy' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'the key' },
      { type: 'text', text: '.' },
    ]);
    expect(parseInline('See the [API guide](https://docs.example/api "Guide").')).toEqual([
      { type: 'text', text: 'See the ' },
      {
        type: 'link',
        href: 'https://docs.example/api',
        destination: 'https://docs.example/api',
        children: [{ type: 'text', text: 'API guide' }],
      },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps snake_case words and lone markers as text', () => {
    expect(plain(parseInline('app_connection_token and 2 * 3 * 4'))).toBe(
      'app_connection_token and 2 * 3 * 4',
    );
    expect(parseInline('app_connection_token')).toEqual([
      { type: 'text', text: 'app_connection_token' },
    ]);
  });

  it('makes links only of absolute http(s) destinations', () => {
    const hostile = [
      '[a](javascript:alert(1))',
      '[b](JaVaScRiPt:alert(document.cookie))',
      '[c]( javascript:alert(1) )',
      '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
      '[e](vbscript:msgbox)',
      '[f](&#106;avascript:alert(1))',
      '[g](//evil.example/path)',
      '[h](/relative/path)',
      '[i](file:///etc/passwd)',
      '[j](mailto:someone@example.com)',
      '<javascript:alert(1)>',
      '![pixel](data:image/png;base64,AAAA)',
    ];
    for (const text of hostile) {
      const found = links(parseInline(text));
      expect(found, text).toHaveLength(1);
      expect(found[0]?.href, text).toBeNull();
    }
    const safe = links(
      parseInline('[a](https://ok.example/x) <http://ok.example> and https://bare.example/p.'),
    );
    expect(safe.map((link) => link.href)).toEqual([
      'https://ok.example/x',
      'http://ok.example/',
      'https://bare.example/p',
    ]);
  });

  it('keeps raw HTML, script and event handlers as literal text', () => {
    const text =
      '<script>alert(1)</script> <img src=x onerror="alert(1)"> <a href="https://x">y</a>';
    const nodes = parseInline(text);
    expect(nodes.every((node) => node.type === 'text')).toBe(true);
    expect(plain(nodes)).toBe(text);
  });

  it('does not nest links and balances parentheses in destinations', () => {
    const [link] = links(parseInline('[outer [inner](https://a.example)](https://b.example/(x))'));
    expect(link?.href).toBe('https://b.example/(x)');
    expect(link && links(link.children)).toEqual([]);
    expect(link && plain(link.children)).toBe('outer inner');
  });

  it('honours escapes and hard breaks', () => {
    expect(plain(parseInline('\\*not em\\* \\[not a link\\](https://x.example)'))).toBe(
      '*not em* [not a link](https://x.example)',
    );
    expect(parseInline('one  \ntwo\nthree')).toEqual([
      { type: 'text', text: 'one' },
      { type: 'break' },
      { type: 'text', text: 'two three' },
    ]);
  });

  it('stays fast and finite on adversarial input', () => {
    const started = performance.now();
    const nodes = parseInline(`${'['.repeat(20_000)}${'*a'.repeat(20_000)}${'`'.repeat(5_000)}`);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(plain(nodes).length).toBeGreaterThan(0);
    const deep = `${'**'.repeat(200)}x${'**'.repeat(200)}`;
    expect(() => parseInline(deep)).not.toThrow();
  });
});
