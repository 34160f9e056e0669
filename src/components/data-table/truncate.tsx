/**
 * A value cut to its cell with an ellipsis, whole on hover and on keyboard focus (the hint), and
 * whole for screen readers and copying (the text is all there, only clipped).
 */
import type { CSSProperties, ReactNode } from 'react';
import { HoverHint } from '../hover-hint';

interface TruncateProps {
  /** The whole value, shown in the hint. */
  full: string;
  children?: ReactNode;
  mono?: boolean;
  /** Up to this many lines before the ellipsis (names read better on two lines than cut on one). */
  lines?: number;
  align?: 'start' | 'end';
  style?: CSSProperties;
}

export function Truncate({ full, children, mono, lines = 1, align, style }: TruncateProps) {
  // The look is the global `.trunc` class (src/lib/list-styles.ts): a list renders hundreds of these.
  return (
    <HoverHint hint={full} decorative align={align}>
      <span
        className={mono ? 'trunc mono' : 'trunc'}
        data-lines={lines > 1 ? lines : undefined}
        style={lines > 1 ? { WebkitLineClamp: lines, ...style } : style}
      >
        {children ?? full}
      </span>
    </HoverHint>
  );
}
