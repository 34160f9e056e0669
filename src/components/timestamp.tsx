import { formatUtc } from '@/utils/format-utc';
import { useId } from 'react';
import { preferencesStore } from '@/config/preferences';
import { useNow } from '@/hooks/use-now';
import { relativeTime } from '@/lib/relative-time';
import { useStore } from '@/lib/store';
import { HoverHint } from './hover-hint';

interface TimestampProps {
  /** `X_at_string`: what the service says, in the account's zone. */
  text: string | null | undefined;
  /** `X_at_utc`: the exact instant. */
  utc: string | null | undefined;
  /** Shown when the event has not happened. */
  never?: string;
  /** Where the hint lines up (end: for times near the right edge). */
  align?: 'start' | 'end';
}

/**
 * A timestamp as people read it: relative ("3 h ago") by default, or as the service words it
 * (`X_at_string`) when the absolute-times preference is on. The other form and the exact UTC time
 * show on hover and keyboard focus (and are the time's description for screen readers); the
 * machine-readable instant is in `dateTime`.
 */
export function Timestamp({ text: textIn, utc: utcIn, never = 'Never', align }: TimestampProps) {
  const id = useId();
  const now = useNow();
  const absolute = useStore(preferencesStore).times === 'absolute';
  // A malformed answer may put anything here: only strings are shown.
  const text = typeof textIn === 'string' && textIn !== '' ? textIn : null;
  const utc = typeof utcIn === 'string' && utcIn !== '' ? utcIn : null;
  if (!text && !utc) {
    return <span className="muted">{never}</span>;
  }
  if (!utc) return <span>{text}</span>;
  const exact = formatUtc(utc);
  const relative = relativeTime(Date.parse(utc), now);
  const service = text ?? exact;
  const shown = absolute || relative === '' ? service : relative;
  const hint = [absolute ? relative : service, exact].filter((line) => line && line !== shown);
  return (
    <HoverHint id={id} align={align} hint={hint.join('\n')}>
      <time
        dateTime={utc}
        // Focusable so the keyboard reaches the exact time as a pointer does (a title never shows on focus).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-describedby={id}
        className="timestamp"
      >
        {shown}
      </time>
    </HoverHint>
  );
}
