/** What the options list is doing, under it: loading, how many, why it stopped, an error with a retry. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isApiError } from '@/api/errors';
import type { FormStrings } from '@/lib/i18n/form-strings';
import { useFormStrings } from '../../strings';
import type { FieldOptions } from './use-field-options';

function summary(
  options: FieldOptions,
  shown: number,
  query: string,
  strings: FormStrings['select'],
): string {
  const loaded = options.options.length;
  if (options.waitingFor !== null) return strings.chooseFirst(options.waitingFor);
  if (options.blocked) return options.blocked;
  if (options.loading) return strings.loading;
  const matching = query.trim()
    ? strings.matching(shown, loaded, query.trim())
    : strings.loaded(loaded);
  if (options.loadingMore) return `${matching} ${strings.loadingMore}`;
  if (options.end === 'max_items') return `${matching} ${strings.stoppedAtMax(options.maxItems)}`;
  if (options.end === 'stuck') return `${matching} ${strings.stuck}`;
  if (options.end === 'end') return `${matching} ${strings.wholeList}`;
  return `${matching} ${strings.scrollForMore}`;
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
  const strings = useFormStrings().select;
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
          ? strings.couldNotLoad(
              isApiError(options.error) ? options.error.message : String(options.error),
            )
          : summary(options, shown, query, strings)}
        {options.problems.length > 0 ? ` ${options.problems.join(' ')}` : ''}
      </Typography>
      {failed ? (
        <Button
          size="small"
          onMouseDown={(event) => event.preventDefault()}
          onClick={options.retry}
        >
          {strings.retry}
        </Button>
      ) : null}
    </Stack>
  );
}
