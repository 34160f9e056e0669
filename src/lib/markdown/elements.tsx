/**
 * The console's own elements for react-markdown: links (only absolute http(s) URLs open, in a new tab
 * without opener or referrer), tables (in a box that scrolls sideways) and task-list boxes (a mark,
 * not a form control). Mapped to tags in components.ts.
 */
import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { safeHttpUrl } from '@/utils/urls';

/** `javascript:` for a scheme, else "a relative address". */
function describeDestination(destination: string): string {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(destination)?.[1];
  return scheme ? `a ${scheme.toLowerCase()}: address` : 'not an absolute http(s) address';
}

type LinkProps = ComponentProps<'a'> & ExtraProps;

export function Link({ node, ...props }: LinkProps) {
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

/** A table scrolls sideways in its own box (focusable, so the keyboard can scroll it too). */
export function Table({ node: _node, ...props }: ComponentProps<'table'> & ExtraProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take focus, or the keyboard cannot scroll it
    <div className="md-table" role="region" aria-label="Table" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

export function TaskMark({ checked }: ComponentProps<'input'> & ExtraProps) {
  return (
    <span className="md-task" role="img" aria-label={checked ? 'Done' : 'Not done'}>
      {checked ? '☑' : '☐'}{' '}
    </span>
  );
}

/** The components for one heading level; the same object for the same level (stable props). */
