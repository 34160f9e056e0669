/**
 * Picks a workflow by typing its name or key instead of pasting its id: the acting user's workflows,
 * loaded a page at a time (by name), filtered as the user types; while few loaded ones match and more
 * exist, the next page loads. An id pasted in is taken as it is.
 */
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { WorkflowSummary } from '@/api/models';
import { workflowQueries, listWorkflows } from '@/features/workflows';
import { matchesQuery } from '@/lib/match-words';

const PAGE = 100;
/** Fewer matches than this, and more pages exist: the next page loads. */
const ENOUGH = 8;

const workflowPages = (userKey: string) =>
  infiniteQueryOptions({
    queryKey: [...workflowQueries.all(), 'picker', userKey] as const,
    queryFn: ({ pageParam, signal }) =>
      listWorkflows(
        {
          user_key: userKey,
          limit: PAGE,
          order_by: 'name',
          order_direction: 'asc',
          ...(pageParam ? { starting_after: pageParam } : {}),
        },
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => {
      const last = page.collection.at(-1);
      return page.meta.has_next_page && last ? last.id : undefined;
    },
  });

interface WorkflowPickerProps {
  value: string | undefined;
  userKey: string;
  onChange: (workflowId: string | undefined) => void;
}

type Option = WorkflowSummary | string;

export function WorkflowPicker({ value, userKey, onChange }: WorkflowPickerProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const pages = useInfiniteQuery({
    ...workflowPages(userKey),
    enabled: open || value !== undefined,
  });
  const loaded = useMemo(
    () => pages.data?.pages.flatMap((page) => page.collection) ?? [],
    [pages.data],
  );
  const chosen = loaded.find((workflow) => workflow.id === value);
  // The chosen workflow may be on a page not loaded yet (a pasted link): its name by id.
  const byId = useQuery({
    ...workflowQueries.detail(value ?? '', userKey),
    enabled: value !== undefined && chosen === undefined && !pages.isFetching,
    retry: false,
  });
  const matching = loaded.filter((workflow) => matchesQuery(typed, workflow.name, workflow.key));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    if (open && matching.length < ENOUGH && hasNextPage && !isFetchingNextPage)
      void fetchNextPage();
  }, [open, matching.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const selected: Option | null =
    value === undefined ? null : (chosen ?? (byId.data ? { ...byId.data } : value));
  return (
    <Autocomplete<Option, false, false, true>
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      options={matching}
      loading={pages.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(option) =>
        typeof option === 'string' ? option : option.name || option.key || option.id
      }
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      isOptionEqualToValue={(option, current) =>
        (typeof option === 'string' ? option : option.id) ===
        (typeof current === 'string' ? current : current.id)
      }
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {typeof option === 'string' ? (
            option
          ) : (
            <span style={{ minWidth: 0 }}>
              <span style={{ display: 'block', fontWeight: 600 }}>{option.name || option.key}</span>
              <code style={{ fontSize: '0.75rem', opacity: 0.8 }}>{option.key}</code>
            </span>
          )}
        </li>
      )}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      onChange={(_event, option) => {
        setTyped('');
        if (option === null) onChange(undefined);
        else onChange(typeof option === 'string' ? option.trim() || undefined : option.id);
      }}
      noOptionsText={
        pages.isFetching ? 'Loading workflows…' : `No workflow of user “${userKey}” matches`
      }
      sx={{ width: 320, maxWidth: '100%' }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label="Workflow"
          placeholder="Any workflow — type a name or key"
          helperText={`Workflows of user “${userKey}”; an id can be pasted too`}
        />
      )}
    />
  );
}
