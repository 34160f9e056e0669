/**
 * The elements react-markdown renders through the console's own components: links (only absolute
 * http(s) URLs open, in a new tab without opener or referrer), headings (shifted to fit the page's
 * outline), tables (in a box that scrolls sideways) and task-list boxes (a mark, not a form
 * control).
 */
import type { ComponentProps } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import { safeHttpUrl } from '@/utils/urls';

/** `javascript:` for a scheme, else "a relative address". */
function describeDestination(destination: string): string {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(destination)?.[1];
  return scheme ? `a ${scheme.toLowerCase()}: address` : 'not an absolute http(s) address';
}

type LinkProps = ComponentProps<'a'> & ExtraProps;

function Link({ node, ...props }: LinkProps) {
  const { href = '', title, children } = props;
  const properties = node?.properties ?? {};
  // Footnote references and back-references: fragments the renderer made, within this text.
  const footnote =
    properties.dataFootnoteRef !== undefined || properties.dataFootnoteBackref !== undefined;
  if (footnote && href.startsWith('#')) return <a {...props}>{children}</a>;
  const safe = safeHttpUrl(href);
  if (safe) {
    return (
      <a href={safe} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <span
      className="md-blocked-link"
      title={`Not opened: ${describeDestination(href)}; only http(s) links are followed`}
    >
      {children}
      <span className="md-note"> (link removed)</span>
    </span>
  );
}

type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADINGS: HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** `#` becomes h`base`, `##` one deeper, and so on, at most h6. */
function headings(base: number): Components {
  const entries = HEADINGS.map((tag, index) => {
    const Tag = HEADINGS[Math.min(5, Math.max(0, base - 1 + index))] ?? 'h6';
    const Heading = ({ node: _node, ...props }: ComponentProps<HeadingTag> & ExtraProps) => (
      <Tag {...props} />
    );
    return [tag, Heading] as const;
  });
  return Object.fromEntries(entries);
}

/** A table scrolls sideways in its own box (focusable, so the keyboard can scroll it too). */
function Table({ node: _node, ...props }: ComponentProps<'table'> & ExtraProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus, or the keyboard cannot scroll it
    <div className="md-table" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

function TaskMark({ checked }: ComponentProps<'input'> & ExtraProps) {
  return (
    <span className="md-task" role="img" aria-label={checked ? 'Done' : 'Not done'}>
      {checked ? '☑' : '☐'}{' '}
    </span>
  );
}

/** The components for one heading level; the same object for the same level (stable props). */
const cache = new Map<number, Components>();
export function markdownComponents(headingLevel: number): Components {
  const cached = cache.get(headingLevel);
  if (cached) return cached;
  const components: Components = {
    ...headings(headingLevel),
    a: Link,
    input: TaskMark,
    table: Table,
  };
  cache.set(headingLevel, components);
  return components;
}

/** Everything react-markdown may render; anything else is replaced by its content. */
export const ALLOWED_ELEMENTS = [
  'a',
  'blockquote',
  'br',
  'code',
  'del',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'input',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'strong',
  'sup',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
];
