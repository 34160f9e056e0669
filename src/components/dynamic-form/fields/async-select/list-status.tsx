/** What the options list is doing, under it: loading, how many, why it stopped, an error with a retry. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/api/errors';
import type { FieldOptions } from './use-field-options';

const count = (n: number) => n.toLocaleString('en-US');

function summary(options: FieldOptions, shown: number, query: string): string {
  const loaded = options.options.length;
  if (options.blocked) return options.blocked;
  if (options.loading) return 'Loading options…';
  const matching = query.trim()
    ? `${count(shown)} of ${count(loaded)} loaded options match “${query.trim()}”.`
    : `${count(loaded)} option${loaded === 1 ? '' : 's'} loaded.`;
  if (options.loadingMore) return `${matching} Loading more…`;
  if (options.end === 'max_items')
    return `${matching} Stopped at max_items (${count(options.maxItems)}); the provider has more.`;
  if (options.end === 'stuck')
    return `${matching} Stopped: the provider's cursor does not advance.`;
  if (options.end === 'end') return `${matching} That is the whole list.`;
  return `${matching} Scroll for more.`;
}

export function ListStatus({
  options,
  shown,
  query,
}: {
  options: FieldOptions;
  shown: number;
  query: string;
}) {
  const failed = options.error !== null && options.error !== undefined;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        px: 1.5,
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'action.hover',
      }}
    >
      <Typography
        variant="caption"
        role="status"
        color={failed || options.blocked ? 'error' : 'text.secondary'}
        sx={{ flex: 1 }}
      >
        {failed
          ? `Could not load options: ${isApiError(options.error) ? options.error.message : String(options.error)}`
          : summary(options, shown, query)}
        {options.problems.length > 0 ? ` ${options.problems.join(' ')}` : ''}
      </Typography>
      {failed ? (
        <Button
          size="small"
          onMouseDown={(event) => event.preventDefault()}
          onClick={options.retry}
        >
          Retry
        </Button>
      ) : null}
    </Stack>
  );
}
