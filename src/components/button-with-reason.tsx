/**
 * A button that may be unavailable, with the reason reachable by everyone. A disabled button cannot
 * take focus, and a `title` shows only to a mouse: keyboard and screen-reader users never learn why.
 * Here an unavailable button stays focusable (`aria-disabled`, looks disabled, clicks do nothing), its
 * reason shows beside it on hover and keyboard focus, and is its description for screen readers.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import { useId } from 'react';
import { HoverHint } from './hover-hint';

type ButtonWithReasonProps = ButtonProps & {
  /** Why the button cannot be used now; null or undefined when it can. */
  unavailable?: string | null;
};

export function ButtonWithReason({ unavailable, className, ...props }: ButtonWithReasonProps) {
  const id = useId();
  if (!unavailable) return <Button className={className} {...props} />;
  return (
    <HoverHint id={id} hint={unavailable}>
      <Button
        {...props}
        className={`${className ?? ''} Mui-disabled`.trim()}
        aria-disabled
        aria-describedby={id}
        onClick={(event) => event.preventDefault()}
        href={undefined}
      />
    </HoverHint>
  );
}
