/**
 * A small hint shown on hover and on keyboard focus (native `title` tooltips never show on focus):
 * CSS only, no popper, so it costs the first screen almost nothing. The hint sits beside the clipped
 * content, not inside it, so a truncated cell can still show its whole value. A decorative hint
 * (one repeating text that is already there, only clipped) is drawn from an attribute, so it is
 * neither read twice by screen readers nor found twice in the page's text.
 */
import { styled, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const tip = (theme: Theme) => ({
  position: 'absolute' as const,
  top: '100%',
  zIndex: theme.zIndex.tooltip,
  marginTop: 4,
  padding: '4px 8px',
  width: 'max-content',
  maxWidth: 340,
  borderRadius: 4,
  background: theme.palette.mode === 'dark' ? '#e0e3ea' : '#2b2f36',
  color: theme.palette.mode === 'dark' ? '#15181d' : '#ffffff',
  fontFamily: theme.typography.fontFamily,
  fontSize: '0.75rem',
  fontWeight: 400,
  lineHeight: 1.45,
  textAlign: 'left' as const,
  whiteSpace: 'pre-line' as const,
  overflowWrap: 'anywhere' as const,
  pointerEvents: 'none' as const,
  boxShadow: theme.shadows[2],
});

const Anchor = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  maxWidth: '100%',
  verticalAlign: 'top',
  '& > .hint': { ...tip(theme), display: 'none' },
  '&:hover > .hint, &:focus-within > .hint': { display: 'block' },
  '&[data-hint]:hover::after, &[data-hint]:focus-within::after': {
    ...tip(theme),
    content: 'attr(data-hint)',
    left: 0,
  },
  '&[data-hint-end]::after': { left: 'auto', right: 0 },
}));

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

const edges = (align: 'start' | 'end') => (align === 'end' ? { right: 0 } : { left: 0 });

export function HoverHint({ hint, children, id, align = 'start', decorative }: HoverHintProps) {
  if (decorative) {
    return (
      <Anchor data-hint={hint} data-hint-end={align === 'end' || undefined}>
        {children}
      </Anchor>
    );
  }
  return (
    <Anchor>
      {children}
      <span className="hint" id={id} role="tooltip" style={edges(align)}>
        {hint}
      </span>
    </Anchor>
  );
}
