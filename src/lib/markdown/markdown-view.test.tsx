/* eslint-disable testing-library/no-node-access, testing-library/no-container --
   A safety test inspects the DOM itself: no query by role sees script elements, event-handler
   attributes or where a text sits. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { XSS_CORPUS } from '@test/support/xss-corpus';
import { MARKDOWN_LIMITS } from './cost';
import { MarkdownView } from './markdown-view';
import { MAX_PADDED_CELLS } from './remark-safe';

const HOSTILE = [
  '# Connect <b onmouseover="alert(1)">Evil</b>',
  '',
  '<script>alert("stolen " + document.cookie)</script>',
  '',
  'Paste your key: <img src="x" onerror="alert(1)"> <iframe src="https://evil.example"></iframe>',
  '',
  '- [Open the admin page](javascript:alert(1))',
  '- [Run](JAVASCRIPT:alert(1)) and [tab](<java\tscript:alert(1)>)',
  '- [Download the helper](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '- ![tracker](https://evil.example/pixel.gif) and ![inline](data:image/svg+xml,<svg onload=alert(1)>)',
  '- [Ticketly API keys](https://help.ticketly.example/api-keys)',
  '',
  '<a href="https://phish.example" style="position:fixed;inset:0">Click anywhere</a>',
  '<style>body { display: none }</style><form action="https://evil.example"><input name="key"></form>',
  '',
  '> <svg><script>alert(1)</script></svg> **bold** `<code>`',
].join('\n');

const DANGEROUS = 'script, img, iframe, svg, math, style, form, input, object, embed, details';

/** Every way the rendered DOM could run code, load something or submit. */
function dangers(container: HTMLElement): string[] {
  const found = [...container.querySelectorAll(DANGEROUS)].map((element) => element.localName);
  for (const element of container.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on') || name === 'style' || name === 'src' || name === 'action')
        found.push(`${element.localName} ${name}`);
      if (name === 'href' && !/^(https?:\/\/|#)/.test(value))
        found.push(`${element.localName} href=${value}`);
    }
  }
  return found;
}

function renderMarkdown(source: string, headingLevel = 3) {
  return render(<MarkdownView text={source} headingLevel={headingLevel} />);
}

const links = () => screen.queryAllByRole('link');

describe('MarkdownView with hostile input', () => {
  it('creates no element that could run code, load something or submit', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = renderMarkdown(HOSTILE);
    expect(dangers(container)).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('renders every string of the XSS corpus inert, alone and in Markdown constructs', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    for (const payload of XSS_CORPUS) {
      const contexts = [
        payload,
        `# ${payload}`,
        `- ${payload}\n  - ${payload}`,
        `> ${payload}`,
        `[${payload}](${payload})`,
        `![${payload}](${payload})`,
        `| a | b |\n| - | - |\n| ${payload} | **${payload}** |`,
        `Text [ref][x]\n\n[x]: ${payload}`,
        `Note[^1]\n\n[^1]: ${payload}`,
      ];
      for (const source of contexts) {
        const { container, unmount } = renderMarkdown(source);
        expect(dangers(container), source).toEqual([]);
        unmount();
      }
    }
    const { container } = renderMarkdown(XSS_CORPUS.join('\n\n'));
    expect(dangers(container)).toEqual([]);
    // The payloads are shown as text: a reader sees what the service sent.
    expect(container).toHaveTextContent('<script>window.__xss = 1</script>');
    expect(container).toHaveTextContent('<details open ontoggle="window.__xss = 12">x</details>');
    expect(alert).not.toHaveBeenCalled();
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('shows raw HTML as the text it is', () => {
    renderMarkdown(HOSTILE);
    expect(
      screen.getByText('<script>alert("stolen " + document.cookie)</script>'),
    ).toBeInTheDocument();
    expect(screen.getByText(/<img src="x" onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(screen.getByText(/<a href="https:\/\/phish\.example"/)).toBeInTheDocument();
  });

  it('keeps an HTML block as paragraph text, and inline tags as text', () => {
    const { container } = renderMarkdown(
      '<div onclick="steal()">\n<script>alert(1)</script>\n</div>\n\nA <b>tag</b> and <a href="https://x">y</a>',
    );
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent(
      '<div onclick="steal()"> <script>alert(1)</script> </div>',
    );
    expect(paragraphs[1]).toHaveTextContent('A <b>tag</b> and <a href="https://x">y</a>');
    expect(container.querySelector('.markdown div, b, script')).toBeNull();
    expect(links()).toEqual([]);
  });

  it('links only http(s) addresses, in a new tab without opener or referrer', () => {
    renderMarkdown(HOSTILE);
    const found = links();
    expect(found.map((link) => link.textContent)).toEqual(['Image: tracker', 'Ticketly API keys']);
    for (const link of found) {
      expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
    }
    for (const label of ['Open the admin page', 'Run', 'tab', 'Download the helper']) {
      const text = screen.getByText(label, { exact: false, selector: '.md-blocked-link' });
      expect(text.closest('a')).toBeNull();
      expect(text).toHaveTextContent('(link removed)');
    }
    expect(
      screen.getByText('Open the admin page', { exact: false, selector: '.md-blocked-link' }),
    ).toHaveAttribute('title', expect.stringMatching(/^Not opened: a javascript: address/));
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
      '[k][ref]\n\n[ref]: javascript:alert(1)',
    ];
    for (const source of hostile) {
      const { container, unmount } = renderMarkdown(source);
      expect(links(), source).toEqual([]);
      expect(container.querySelectorAll('.md-blocked-link'), source).toHaveLength(1);
      unmount();
    }
    renderMarkdown(
      '[a](https://ok.example/x "Guide") <http://ok.example> and https://bare.example/p. Mail ops@ok.example.',
    );
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      'https://ok.example/x',
      'http://ok.example/',
      'https://bare.example/p',
    ]);
    // An address in prose was never written as a link: it stays text, not "link removed".
    expect(screen.getByText(/Mail ops@ok\.example\./)).toBeInTheDocument();
    expect(document.querySelector('.md-blocked-link')).toBeNull();
  });

  it('never nests links, and shows an image inside a link as its label', () => {
    const { container } = renderMarkdown(
      '[outer [inner](https://a.example)](https://b.example/(x)) and [![logo](https://i.example/l.png)](https://c.example)',
    );
    expect(container.querySelector('a a')).toBeNull();
    const logo = screen.getByRole('link', { name: 'Image: logo' });
    expect(logo).toHaveAttribute('href', 'https://c.example/');
    expect(screen.getByRole('link', { name: 'inner' })).toHaveAttribute(
      'href',
      'https://a.example/',
    );
  });
});

describe('MarkdownView: the Markdown it understands', () => {
  it('keeps headings fitted to the page outline, and the rest of the hostile text', () => {
    renderMarkdown(HOSTILE);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Connect <b onmouseover="alert(1)">Evil</b>',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const quote = screen.getByText('bold').closest('blockquote');
    expect(quote).not.toBeNull();
    expect(within(quote as HTMLElement).getByText('<code>').tagName).toBe('CODE');
  });

  it('shifts every heading level by the same amount, at most h6', () => {
    renderMarkdown('# One\n\n## Two\n\n### Three\n\n###### Six', 4);
    expect(screen.getByRole('heading', { name: 'One' })).toHaveProperty('tagName', 'H4');
    expect(screen.getByRole('heading', { name: 'Two' })).toHaveProperty('tagName', 'H5');
    expect(screen.getByRole('heading', { name: 'Three' })).toHaveProperty('tagName', 'H6');
    expect(screen.getByRole('heading', { name: 'Six' })).toHaveProperty('tagName', 'H6');
  });

  it('reads paragraphs, lists, quotes, code and rules', () => {
    const { container } = renderMarkdown(
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
        '- write',
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
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Connect Acme');
    expect(screen.getByText(/First line/)).toHaveTextContent('First line same paragraph.');
    const [ordered, bullets] = screen.getAllByRole('list');
    expect(ordered?.tagName).toBe('OL');
    expect(within(ordered as HTMLElement).getAllByRole('listitem')[1]).toHaveTextContent(
      'Open Setup and continue',
    );
    expect(within(ordered as HTMLElement).getByText('Setup').tagName).toBe('STRONG');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('blockquote')).toHaveTextContent('quoted');
    const code = [...container.querySelectorAll('pre code')].map((node) => node.textContent);
    expect(code).toEqual(['curl https://x.example <b>\n', 'indented code\n']);
    expect(links()).toEqual([]);
    expect(container.querySelectorAll('hr')).toHaveLength(1);
  });

  it('reads strong, emphasis, code spans, escapes and hard breaks; snake_case stays text', () => {
    const { container } = renderMarkdown(
      'Open **Setup → API keys**, then *copy* `the key`.\n\napp_connection_token and 2 * 3 * 4\n\n\\*not em\\* one  \ntwo\nthree',
    );
    expect(screen.getByText('Setup → API keys').tagName).toBe('STRONG');
    expect(screen.getByText('copy').tagName).toBe('EM');
    expect(screen.getByText('the key').tagName).toBe('CODE');
    expect(screen.getByText('app_connection_token and 2 * 3 * 4').tagName).toBe('P');
    expect(container.querySelectorAll('em')).toHaveLength(1);
    const last = container.querySelectorAll('p')[2];
    expect(last).toHaveTextContent('*not em* one two three');
    expect(last?.querySelectorAll('br')).toHaveLength(1);
  });

  it('renders GFM tables, with their header and alignment', () => {
    const { container } = renderMarkdown(
      [
        '| Field | Where to find it | Required |',
        '| :---- | :--------------: | -------: |',
        '| `api_key` | Settings → **API** | yes |',
        '| region | [Docs](https://docs.example/regions) | no |',
        '| only one cell |',
      ].join('\n'),
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Field', 'Where to find it', 'Required']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['api_key', 'Settings → API', 'yes']);
    // A short row is filled up to the column count.
    expect(within(rows[3] as HTMLElement).getAllByRole('cell')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'Docs' })).toHaveAttribute('target', '_blank');
    expect(within(rows[1] as HTMLElement).getAllByRole('cell')[2]).toHaveStyle({
      textAlign: 'right',
    });
    // No raw pipes left over.
    expect(container).not.toHaveTextContent('|');
    expect(screen.getByRole('region', { name: 'Table' })).toContainElement(table);
  });

  it('does not pad a table so large that padding would multiply it', () => {
    const columns = MAX_PADDED_CELLS / 100;
    const source = [
      `|${' c |'.repeat(columns)}`,
      `|${' - |'.repeat(columns)}`,
      ...Array.from({ length: 150 }, () => 'x'),
    ].join('\n');
    renderMarkdown(source);
    // 150 rows of one cell each, not 150 x columns.
    expect(screen.getAllByRole('cell')).toHaveLength(150);
  });

  it('renders nested lists nested, with task items as marks', () => {
    const { container } = renderMarkdown(
      [
        '1. Create the app',
        '   - Name it',
        '     1. Pick a **unique** name',
        '   - Choose scopes',
        '2. Copy the key',
        '',
        '- [x] Signed in',
        '- [ ] Key copied',
        '',
        'Old ~~v1~~ endpoint.',
      ].join('\n'),
    );
    const outer = container.querySelector(':scope > .markdown > ol');
    expect(outer?.children).toHaveLength(2);
    const inner = outer?.querySelector(':scope > li > ul');
    expect(inner?.children).toHaveLength(2);
    expect(inner?.querySelector(':scope > li > ol > li')).toHaveTextContent('Pick a unique name');
    expect(screen.getByRole('img', { name: 'Done' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Not done' })).toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
    expect(screen.getByText('v1').tagName).toBe('DEL');
  });

  it('links footnotes within the text only', () => {
    renderMarkdown('See the note[^n].\n\n[^n]: Keys expire after **90 days**.');
    const reference = screen.getByRole('link', { name: '1' });
    expect(reference).toHaveAttribute('href', expect.stringMatching(/^#.*fn-n$/));
    expect(reference).not.toHaveAttribute('target');
    expect(screen.getByText('90 days').tagName).toBe('STRONG');
  });

  it('keeps an unterminated fence as code to the end', () => {
    const { container } = renderMarkdown('```\nnever closed');
    expect(container.querySelector('pre code')).toHaveTextContent('never closed');
  });
});

describe('MarkdownView: text too costly to parse', () => {
  const KB300 = 300 * 1024;
  const pathological = {
    '300 KB of _a_': '_a_'.repeat(KB300 / 3),
    '300 KB of *a': '*a'.repeat(KB300 / 2),
    'deeply nested brackets': `${'['.repeat(KB300 / 2)}x${']'.repeat(KB300 / 2)}`,
    'deeply nested emphasis': `${'**'.repeat(5_000)}x${'**'.repeat(5_000)}`,
    'deeply nested quotes': `${'>'.repeat(5_000)} deep`,
    'nested lists on one line': `${'1. '.repeat(1_000)}x`,
    'mixed openers': `${'['.repeat(20_000)}${'*a'.repeat(20_000)}${'`'.repeat(5_000)}`,
  };

  it.each(Object.entries(pathological))('%s is shown as plain text, whole', (_name, source) => {
    const { container } = renderMarkdown(source);
    expect(screen.getByText(/^Shown as plain text: too/)).toBeInTheDocument();
    const plain = screen.getByLabelText('The text as written');
    expect(plain).toHaveTextContent(source, { normalizeWhitespace: false });
    expect(container.querySelectorAll('em, strong, a, blockquote, ol')).toHaveLength(0);
  });

  it('parses text up to the bounds', () => {
    const limits = MARKDOWN_LIMITS;
    renderMarkdown(`${'*a* '.repeat(limits.blockDelimiters / 2)}\n\n# Title`);
    expect(screen.queryByText(/^Shown as plain text/)).not.toBeInTheDocument();
    expect(screen.getAllByText('a')[0]?.tagName).toBe('EM');
    expect(screen.getByRole('heading', { name: 'Title' })).toBeInTheDocument();
  });
});
