/**
 * A button the signed-in role may not use: it stays focusable (`aria-disabled`, not `disabled`), does
 * nothing when pressed, and says why, in a hint shown on hover and on keyboard focus and read by
 * screen readers as its description (not only a `title`). Allowed, it is a plain MUI button.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import { useId } from 'react';
import type { Capability } from '@/lib/permissions';
import { HoverHint } from './hover-hint';

interface GuardedButtonProps extends ButtonProps {
  capability: Capability;
}

export function GuardedButton({ capability, onClick, sx, ...props }: GuardedButtonProps) {
  const id = useId();
  if (capability.allowed) return <Button onClick={onClick} sx={sx} {...props} />;
  return (
    <HoverHint hint={capability.reason ?? 'Not allowed for your role'} id={id} align="end">
      <Button
        {...props}
        aria-disabled
        aria-describedby={id}
        sx={sx}
        style={{ opacity: 0.55, cursor: 'not-allowed' }}
      />
    </HoverHint>
  );
}
