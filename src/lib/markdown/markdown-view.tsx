/**
 * Markdown from the service (CommonMark + GFM: tables, task lists, strikethrough, autolinks,
 * footnotes) rendered as React elements by react-markdown, safely: no HTML ever reaches the DOM as
 * markup (raw HTML shows as the text it is; there is no rehype-raw), images never load, and links
 * open only when they are absolute http(s) URLs, in a new tab without opener access or referrer; any
 * other link shows its label as text and says it was not made a link. Text too costly to parse (see
 * cost.ts) is shown as plain text.
 */
import Box from '@mui/material/Box';
import { useId, useMemo } from 'react';
import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { ALLOWED_ELEMENTS, markdownComponents } from './components';
import { markdownCost } from './cost';
import { remarkSafe } from './remark-safe';

const REMARK_PLUGINS = [remarkGfm, remarkSafe];
/** URLs pass unchanged: the link component decides (and says why a link was removed). */
const keepUrl = (url: string) => url;

function PlainText({ text, reason }: { text: string; reason: string }) {
  return (
    <>
      <p className="md-note">Shown as plain text: {reason}.</p>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="The text as written"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', maxHeight: 480 }}
      >
        {text}
      </Box>
    </>
  );
}

interface MarkdownViewProps {
  text: string;
  /** The heading level a Markdown `#` becomes; `##` is one deeper, and so on (at most h6). */
  headingLevel: number;
}

/** Renders Markdown text safely (see the module comment); loaded lazily by `Markdown`. */
export function MarkdownView({ text, headingLevel }: MarkdownViewProps) {
  // Footnote ids stay unique when several texts are on one page.
  const idPrefix = `md${useId().replace(/[^\w-]/g, '')}-`;
  // The same element while the text is the same: parsing runs again only when it changes.
  const content = useMemo(() => {
    const reason = markdownCost(text);
    if (reason) return <PlainText text={text} reason={reason} />;
    return (
      <ReactMarkdown
        remarkPlugins={REMARK_PLUGINS}
        remarkRehypeOptions={{ clobberPrefix: idPrefix }}
        components={markdownComponents(headingLevel)}
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        urlTransform={keepUrl}
      >
        {text}
      </ReactMarkdown>
    );
  }, [text, headingLevel, idPrefix]);
  return (
    <Box
      className="markdown"
      sx={{
        fontSize: '0.875rem',
        lineHeight: 1.6,
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: '1rem', fontWeight: 600, mt: 2, mb: 1 },
        '& p, & ul, & ol, & pre, & blockquote, & .md-table': { mt: 0, mb: 1.5 },
        '& li > ul, & li > ol, & li > p': { mb: 0 },
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
        '& .md-table': { overflowX: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5, textAlign: 'left' },
        '& th': { fontWeight: 600 },
        '& .md-note': { color: 'text.secondary', fontSize: '0.8em' },
      }}
    >
      {content}
    </Box>
  );
}
