/**
 * A small hint shown on hover and on keyboard focus (native `title` tooltips never show on focus):
 * CSS only (one global style, src/lib/list-styles.ts), no popper. The hint sits beside the clipped
 * content, not inside it, so a truncated cell can still show its whole value. A decorative hint (one
 * repeating text that is already there, only clipped) is drawn from an attribute, so it is neither
 * read twice by screen readers nor found twice in the page's text.
 */
import type { ReactNode } from 'react';

interface HoverHintProps {
  hint: string;
  children: ReactNode;
  /** The element the hint describes points at it with aria-describedby (when it is not its text already). */
  id?: string;
  /** Which edge the hint lines up with: the start, or the end for content near the right edge. */
  align?: 'start' | 'end';
  /** The hint repeats text screen readers already get: drawn from an attribute, not the page's text. */
  decorative?: boolean;
}

export function HoverHint({ hint, children, id, align = 'start', decorative }: HoverHintProps) {
  if (decorative) {
    return (
      <span className="hint-anchor" data-hint={hint} data-hint-end={align === 'end' || undefined}>
        {children}
      </span>
    );
  }
  return (
    <span className="hint-anchor" data-hint-end={align === 'end' || undefined}>
      {children}
      <span className="hint" id={id} role="tooltip">
        {hint}
      </span>
    </span>
  );
}
