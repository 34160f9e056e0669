/**
 * A table row that opens its record wherever it is clicked, while the record's real link (in one of
 * its cells) stays what it is: middle-click, copy link address and the keyboard work on it as on any
 * link. Clicks on the row's own controls, and clicks that end a text selection, are left alone;
 * Ctrl/Cmd/Shift-click and a middle click on the row open the record in a new tab, as on the link.
 */
import type { HTMLAttributes, MouseEvent } from 'react';
import { useHref, useNavigate, type To } from 'react-router';

const INTERACTIVE = 'a, button, input, select, textarea, summary, label, [role="button"]';

function leftAlone(event: MouseEvent): boolean {
  const target = event.target;
  if (event.defaultPrevented || !(target instanceof Element)) return true;
  if (target.closest(INTERACTIVE)) return true;
  return (window.getSelection()?.toString() ?? '') !== '';
}

type ClickableRowProps = Omit<HTMLAttributes<HTMLTableRowElement>, 'onClick'> & {
  /** Where the row leads (the same place as its link). */
  to: To;
  /** Instead of navigating (a row that expands, a row that selects in place). */
  onOpen?: () => void;
  selected?: boolean;
};

export function ClickableRow({ to, onOpen, selected, className, ...props }: ClickableRowProps) {
  const navigate = useNavigate();
  const href = useHref(to);
  return (
    <tr
      {...props}
      className={`row-link${selected ? ' row-selected' : ''}${className ? ` ${className}` : ''}`}
      onClick={(event) => {
        if (leftAlone(event)) return;
        if (event.metaKey || event.ctrlKey || event.shiftKey) {
          window.open(href, '_blank', 'noopener');
          return;
        }
        if (onOpen) onOpen();
        else void navigate(to);
      }}
      onAuxClick={(event) => {
        if (event.button !== 1 || leftAlone(event)) return;
        event.preventDefault();
        window.open(href, '_blank', 'noopener');
      }}
    />
  );
}
