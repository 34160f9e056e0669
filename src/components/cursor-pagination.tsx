import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SelectField } from './form/native-fields';

interface CursorPaginationProps {
  limit: number;
  limitChoices: readonly number[];
  hasPrevious: boolean;
  hasNext: boolean;
  /** How many rows this page shows. */
  count: number;
  /** Disables the buttons while a page is loading. */
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
  return (
    <Stack
      component="nav"
      aria-label={`${noun} pages`}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ py: 1.5, px: 2, alignItems: { sm: 'center' }, justifyContent: 'flex-end' }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {count === 1 ? `1 ${noun.replace(/s$/, '')}` : `${count} ${noun}`} on this page
      </Typography>
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
          disabled={!hasPrevious || busy}
          onClick={props.onPrevious}
        >
          Previous
        </Button>
        <Button
          variant="outlined"
          endIcon={<ChevronRight />}
          disabled={!hasNext || busy}
          onClick={props.onNext}
        >
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
