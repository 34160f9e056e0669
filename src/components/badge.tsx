/**
 * A small labelled badge (status, on/off, draft, mode). Meaning is carried by the word and an optional
 * icon, never by colour alone. Lighter than MUI's Chip, which keeps the first screen within budget.
 */
import { alpha, styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'info' | 'error' | 'primary';

const Root = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'filled' })<{
  tone: BadgeTone;
  filled: boolean;
}>(({ theme, tone, filled }) => {
  const color = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    height: 22,
    padding: '0 8px',
    borderRadius: 11,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    color: filled
      ? theme.palette.getContrastText(color)
      : tone === 'neutral'
        ? theme.palette.text.secondary
        : color,
    background: filled ? color : alpha(color, 0.08),
    border: `1px solid ${alpha(color, filled ? 1 : 0.5)}`,
    '& svg': { fontSize: '0.95rem' },
  };
});

interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  filled?: boolean;
  icon?: ReactNode;
  title?: string;
}

export function Badge({ children, tone = 'neutral', filled = false, icon, title }: BadgeProps) {
  return (
    <Root tone={tone} filled={filled} title={title}>
      {icon}
      {children}
    </Root>
  );
}
