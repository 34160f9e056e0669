import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Page } from '@/api/models';
import { LIMIT_CHOICES } from '@/lib/list-search';
import { CursorPagination } from './cursor-pagination';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ProgressBar } from './progress-bar';

interface PagedListProps<T> {
  list: UseQueryResult<Page<T>>;
  /** "Loading workflows": names the failure. */
  what: string;
  /** "workflows": counts the rows. */
  noun: string;
  limit: number;
  idOf: (row: T) => string | undefined;
  onNext: (lastId: string) => void;
  onPrevious: (firstId: string) => void;
  onLimitChange: (limit: number) => void;
  /** Going back to the first page; null while on it. */
  backToFirstPage: (() => void) | null;
  /** What to say when the first page has no rows (a later empty page says so itself). */
  empty: ReactNode;
  /** The table; rows are undefined while the first page loads (show skeletons). */
  children: (rows: T[] | undefined) => ReactNode;
}

/**
 * The frame of every cursor-paginated list: a progress bar while a page loads (the previous rows stay),
 * the failure with a retry, the empty state, the rows, and Previous / Next with a page size.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { list, limit } = props;
  const rows = list.data?.collection;
  const first = rows?.[0];
  const last = rows?.at(-1);
  return (
    <>
      <ProgressBar label="Loading the page" visible={list.isFetching && rows !== undefined} />
      {list.isError ? (
        <ErrorState error={list.error} what={props.what} onRetry={() => void list.refetch()} />
      ) : rows !== undefined && rows.length === 0 ? (
        props.backToFirstPage ? (
          <EmptyState
            title="Nothing on this page"
            description="The list changed since this page was linked."
            action={<Button onClick={props.backToFirstPage}>Back to the first page</Button>}
          />
        ) : (
          props.empty
        )
      ) : (
        props.children(rows)
      )}
      {list.data && rows && rows.length > 0 ? (
        <CursorPagination
          noun={props.noun}
          limit={limit}
          limitChoices={LIMIT_CHOICES}
          count={rows.length}
          hasPrevious={list.data.meta.has_previous_page}
          hasNext={list.data.meta.has_next_page}
          busy={list.isPlaceholderData}
          onLimitChange={props.onLimitChange}
          onPrevious={() => {
            const id = first && props.idOf(first);
            if (id) props.onPrevious(id);
          }}
          onNext={() => {
            const id = last && props.idOf(last);
            if (id) props.onNext(id);
          }}
        />
      ) : null}
    </>
  );
}
