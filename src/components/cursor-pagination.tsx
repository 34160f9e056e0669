import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import { SelectField } from './form/native-fields';

interface CursorPaginationProps {
  limit: number;
  limitChoices: readonly number[];
  hasPrevious: boolean;
  hasNext: boolean;
  /** How many rows this page shows. */
  count: number;
  /** Where the page sits in the list ("51–75 of at least 100 workflows"), when known. */
  countText?: string;
  /** Beside the count: a way to learn the whole count, or its progress. */
  countAction?: ReactNode;
  /**
   * Makes the buttons inert while a page is loading (aria-disabled, not disabled: a disabled button
   * drops the keyboard focus to the page's start).
   */
  busy?: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onLimitChange: (limit: number) => void;
  /** What the rows are, e.g. "workflows". */
  noun: string;
}

/** Previous / Next from the list's `has_previous_page` / `has_next_page`, with a page-size choice. */
export function CursorPagination(props: CursorPaginationProps) {
  const { limit, limitChoices, hasPrevious, hasNext, count, busy, noun } = props;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusedButton = useRef<'previous' | 'next' | null>(null);
  // The last page disables Next (the first, Previous): the focus would drop to the page's start, so
  // it moves to the other button.
  useEffect(() => {
    const active = document.activeElement;
    const lost = (button: HTMLButtonElement | null) =>
      active === button || active === document.body || active === null;
    if (focusedButton.current === 'next' && !hasNext && lost(nextRef.current))
      previousRef.current?.focus();
    if (focusedButton.current === 'previous' && !hasPrevious && lost(previousRef.current))
      nextRef.current?.focus();
  }, [hasNext, hasPrevious]);
  const forget = (event: { relatedTarget: EventTarget | null }) => {
    if (event.relatedTarget !== null) focusedButton.current = null;
  };
  return (
    <Stack
      component="nav"
      aria-label={`${noun} pages`}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ py: 1.5, px: 2, alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {props.countText ??
            `${count === 1 ? `1 ${noun.replace(/s$/, '')}` : `${count} ${noun}`} on this page`}
        </Typography>
        {props.countAction}
      </Stack>
      <SelectField
        label="Rows per page"
        value={String(limit)}
        onChange={(value) => props.onLimitChange(Number(value))}
        options={limitChoices.map((choice) => ({ value: String(choice), label: String(choice) }))}
        width={130}
      />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ChevronLeft />}
          ref={previousRef}
          onFocus={() => {
            focusedButton.current = 'previous';
          }}
          onBlur={forget}
          disabled={!hasPrevious}
          aria-disabled={busy || undefined}
          onClick={busy ? undefined : props.onPrevious}
        >
          Previous
        </Button>
        <Button
          variant="outlined"
          endIcon={<ChevronRight />}
          ref={nextRef}
          onFocus={() => {
            focusedButton.current = 'next';
          }}
          onBlur={forget}
          disabled={!hasNext}
          aria-disabled={busy || undefined}
          onClick={busy ? undefined : props.onNext}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
