import type { ReactNode } from 'react';
import { ButtonWithReason } from '../button-with-reason';

interface SubmitButtonProps {
  busy: boolean;
  /** Why the form cannot be submitted (a role that may not save); it stays focusable and says so. */
  unavailable?: string | null;
  children: ReactNode;
}

/**
 * A form's submit button that stays focusable while the form is busy: inert (aria-disabled, clicks
 * ignored), not disabled, since a disabled button drops the keyboard focus.
 */
export function SubmitButton({ busy, unavailable, children }: SubmitButtonProps) {
  return (
    <ButtonWithReason
      type="submit"
      variant="contained"
      unavailable={unavailable}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={busy ? (event) => event.preventDefault() : undefined}
    >
      {children}
    </ButtonWithReason>
  );
}
