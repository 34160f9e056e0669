/**
 * Markdown from the service, rendered safely by MarkdownView (markdown-view.tsx says how). The
 * parser and its plugins are a chunk of their own, loaded when there is text to show, so a screen
 * that may show Markdown does not carry them in its own first load.
 */
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';

const MarkdownView = lazy(() =>
  import('./markdown-view').then((module) => ({ default: module.MarkdownView })),
);

interface MarkdownProps {
  source: unknown;
  /** The heading level a Markdown `#` becomes; `##` is one deeper, and so on (at most h6). */
  headingLevel?: number;
  /** Shown when there is nothing to render. */
  empty?: ReactNode;
}

/** Renders Markdown text safely; anything not a string reads as empty. */
export function Markdown({ source, headingLevel = 3, empty = null }: MarkdownProps) {
  const text = typeof source === 'string' ? source : '';
  if (text.trim() === '') return <>{empty}</>;
  return (
    <Suspense
      fallback={
        <Typography variant="body2" color="text.secondary" role="status">
          Loading the formatted text…
        </Typography>
      }
    >
      <MarkdownView text={text} headingLevel={headingLevel} />
    </Suspense>
  );
}
