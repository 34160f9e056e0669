/**
 * A small labelled badge (status, on/off, draft, mode). Meaning is carried by the word and an optional
 * icon, never by colour alone. Lighter than MUI's Chip, which keeps the first screen within budget;
 * its look is one global style (src/lib/list-styles.ts), since lists show hundreds of them.
 */
import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'info' | 'error' | 'primary';

interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  filled?: boolean;
  icon?: ReactNode;
  title?: string;
}

export function Badge({ children, tone = 'neutral', filled = false, icon, title }: BadgeProps) {
  return (
    <span className={`badge tone-${tone}${filled ? ' filled' : ''}`} title={title}>
      {icon}
      {children}
    </span>
  );
}
