import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A form's submit button that stays focusable while the form is busy: inert (aria-disabled, clicks
 * ignored), not disabled, since a disabled button drops the keyboard focus.
 */
export function SubmitButton({ busy, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy}
      onClick={busy ? (event) => event.preventDefault() : undefined}
    >
      {children}
    </Button>
  );
}
