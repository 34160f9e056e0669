/**
 * Markdown from the service rendered as React elements, safely: the parsers yield plain data (no HTML
 * ever reaches the DOM as markup: `<script>` is shown as the text it is), links open only when they are
 * absolute http(s) URLs, in a new tab without opener access or referrer; any other link shows its label
 * as text and says it was not made a link.
 */
import Box from '@mui/material/Box';
import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block } from './blocks';
import type { Inline } from './inline';

type InlineOf<T extends Inline['type']> = Extract<Inline, { type: T }>;
type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;

interface Context {
  /** The heading level a Markdown `#` becomes (so instructions fit the page's outline). */
  headingLevel: number;
}

/** `javascript:` for a scheme, else "a relative address". */
function describeDestination(destination: string): string {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(destination)?.[1];
  return scheme ? `a ${scheme.toLowerCase()}: address` : 'not an absolute http(s) address';
}

const INLINES: { [T in Inline['type']]: (node: InlineOf<T>) => ReactNode } = {
  text: (node) => node.text,
  code: (node) => <code>{node.text}</code>,
  strong: (node) => <strong>{inlines(node.children)}</strong>,
  em: (node) => <em>{inlines(node.children)}</em>,
  break: () => <br />,
  link: (node) =>
    node.href ? (
      <a href={node.href} target="_blank" rel="noopener noreferrer">
        {inlines(node.children)}
      </a>
    ) : (
      <span
        className="md-blocked-link"
        title={`Not opened: ${describeDestination(node.destination)}; only http(s) links are followed`}
      >
        {inlines(node.children)}
        <span className="md-note"> (link removed)</span>
      </span>
    ),
};

function inlines(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    const render = INLINES[node.type] as (value: Inline) => ReactNode;
    return <Fragment key={index}>{render(node)}</Fragment>;
  });
}

function Heading({ level, children }: { level: number; children: ReactNode }) {
  const clamped = Math.min(6, Math.max(1, level));
  const Tag = `h${clamped}` as 'h1';
  return <Tag>{children}</Tag>;
}

const BLOCKS: { [T in Block['type']]: (block: BlockOf<T>, context: Context) => ReactNode } = {
  heading: (block, context) => (
    <Heading level={context.headingLevel + block.level - 1}>{inlines(block.children)}</Heading>
  ),
  paragraph: (block) => <p>{inlines(block.children)}</p>,
  list: (block) => {
    const items = block.items.map((item, index) => <li key={index}>{inlines(item)}</li>);
    return block.ordered ? (
      <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>
    ) : (
      <ul>{items}</ul>
    );
  },
  quote: (block, context) => <blockquote>{blocks(block.children, context)}</blockquote>,
  code: (block) => (
    <pre>
      <code>{block.text}</code>
    </pre>
  ),
  rule: () => <hr />,
};

function blocks(list: Block[], context: Context): ReactNode[] {
  return list.map((block, index) => {
    const render = BLOCKS[block.type] as (value: Block, context: Context) => ReactNode;
    return <Fragment key={index}>{render(block, context)}</Fragment>;
  });
}

interface MarkdownProps {
  source: unknown;
  /** The heading level a Markdown `#` becomes; `##` is one deeper, and so on (at most h6). */
  headingLevel?: number;
  /** Shown when there is nothing to render. */
  empty?: ReactNode;
}

/** Renders Markdown text safely (see the module comment). */
export function Markdown({ source, headingLevel = 3, empty = null }: MarkdownProps) {
  const parsed = parseMarkdown(source);
  if (parsed.length === 0) return <>{empty}</>;
  return (
    <Box
      className="markdown"
      sx={{
        fontSize: '0.875rem',
        lineHeight: 1.6,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: '1rem', fontWeight: 600, mt: 2, mb: 1 },
        '& p, & ul, & ol, & pre, & blockquote': { mt: 0, mb: 1.5 },
        '& code': {
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '0.8rem',
          bgcolor: 'action.hover',
          px: 0.5,
          borderRadius: 0.5,
        },
        '& pre': { p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto' },
        '& pre code': { p: 0, bgcolor: 'transparent' },
        '& blockquote': { pl: 2, ml: 0, borderLeft: 3, borderColor: 'divider' },
        '& .md-note': { color: 'text.secondary', fontSize: '0.8em' },
      }}
    >
      {blocks(parsed, { headingLevel })}
    </Box>
  );
}
