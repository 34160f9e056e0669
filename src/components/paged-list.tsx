import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { Page } from '@/api/models';
import type { ListReader } from '@/hooks/use-list-reader';
import { LIMIT_CHOICES } from '@/lib/list-search';
import { positionText } from '@/lib/page-chain';
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
  /** Whose list it is, for its failure's words (default: the service's). */
  server?: 'service' | 'gateway';
  /** What is known of the whole list: the page's place in it, and counting it. */
  reader?: ListReader<T>;
}

/** How many more rows "Show more" adds when a service sent more than a page. */
export const MORE_ROWS_STEP = 100;

/**
 * A page holds at most `limit` rows; a service that sends more (a broken or hostile one: 10,000 rows
 * for a page of 25) gets the first `limit` shown, a note that says so, and the rest on request, a
 * hundred at a time, so the screen stays quick instead of freezing on a page it cannot scroll.
 */
function OverfullNote({
  sent,
  shown,
  limit,
  noun,
  onShowMore,
}: {
  sent: number;
  shown: number;
  limit: number;
  noun: string;
  onShowMore: () => void;
}) {
  const more = Math.min(MORE_ROWS_STEP, sent - shown);
  return (
    <Typography
      role="status"
      variant="body2"
      sx={{ px: 2, py: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      The service sent {sent.toLocaleString('en')} {noun} for a page of {limit}; the first{' '}
      {shown.toLocaleString('en')} are shown.
      <Button size="small" onClick={onShowMore}>
        Show {more.toLocaleString('en')} more
      </Button>
    </Typography>
  );
}

/** "Count all" while the total is unknown, "Stop counting" while counting. */
function CountAction<T>({ reader }: { reader: ListReader<T> }) {
  const { status } = reader.all;
  if (reader.counting && (status === 'reading' || status === 'waiting'))
    return (
      <Button size="small" onClick={reader.all.cancel}>
        Stop counting
      </Button>
    );
  return (
    <Button size="small" onClick={reader.count}>
      {reader.counting && status === 'failed' ? 'Counting failed: try again' : 'Count all'}
    </Button>
  );
}

/**
 * A page that waits: the previous page's rows stay, dimmed and marked busy, and while offline a line
 * says the page is waiting for the connection (the address already names the new page).
 */
function PendingPage({ waiting, children }: { waiting: boolean; children: ReactNode }) {
  return (
    <>
      {waiting ? (
        <Typography role="status" variant="body2" sx={{ px: 2, py: 1, fontWeight: 600 }}>
          Waiting for the connection to show this page; the rows below are the page before.
        </Typography>
      ) : null}
      <div aria-busy="true" style={{ opacity: 0.55 }}>
        {children}
      </div>
    </>
  );
}

/**
 * The frame of every cursor-paginated list: a progress bar while a page loads (the previous rows stay),
 * the failure with a retry, the empty state, the rows (at most a page of them up front), and Previous /
 * Next with a page size.
 */
export function PagedList<T>(props: PagedListProps<T>) {
  const { list, limit } = props;
  const rows = list.data?.collection;
  const first = rows?.[0];
  const last = rows?.at(-1);
  // Extra rows asked for, for this answer only (a new page starts at one page again).
  const [extra, setExtra] = useState<{ page: unknown; rows: number }>({ page: null, rows: 0 });
  const shown =
    rows === undefined
      ? 0
      : Math.min(rows.length, limit + (extra.page === list.data ? extra.rows : 0));
  const waiting = list.fetchStatus === 'paused';
  const table = props.children(rows && rows.length > shown ? rows.slice(0, shown) : rows);
  const position =
    props.reader && rows && list.data
      ? props.reader.position(rows, list.data.meta.has_next_page)
      : null;
  return (
    <>
      <ProgressBar
        label="Loading the page"
        visible={(list.isFetching || waiting) && rows !== undefined}
      />
      {list.isError ? (
        <ErrorState
          error={list.error}
          what={props.what}
          server={props.server}
          onRetry={() => void list.refetch()}
        />
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
        <>
          {list.isPlaceholderData ? <PendingPage waiting={waiting}>{table}</PendingPage> : table}
          {rows && rows.length > shown ? (
            <OverfullNote
              sent={rows.length}
              shown={shown}
              limit={limit}
              noun={props.noun}
              onShowMore={() => setExtra({ page: list.data, rows: shown - limit + MORE_ROWS_STEP })}
            />
          ) : null}
        </>
      )}
      {list.data && rows && rows.length > 0 ? (
        <CursorPagination
          noun={props.noun}
          limit={limit}
          limitChoices={LIMIT_CHOICES}
          count={rows.length}
          countText={position ? positionText(position, rows.length, props.noun) : undefined}
          countAction={
            props.reader && position?.total === null ? <CountAction reader={props.reader} /> : null
          }
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
