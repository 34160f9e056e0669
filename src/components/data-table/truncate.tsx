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
  const clamp =
    lines > 1
      ? { display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical' as const }
      : { display: 'block', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const };
  return (
    <HoverHint hint={full} decorative align={align}>
      <span
        style={{
          ...clamp,
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          ...(mono
            ? {
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                fontSize: '0.8rem',
              }
            : {}),
          ...style,
        }}
      >
        {children ?? full}
      </span>
    </HoverHint>
  );
}
