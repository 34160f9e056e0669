/**
 * A list searched past its page: the whole-list read's status (read-all-status.tsx) above the rows
 * that match, streaming in as pages arrive. A page's worth of matches shows first, then more on
 * request; the empty state only once every page was read and none matched.
 */
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import type { AllPages } from '@/hooks/use-all-pages';
import { formatCount } from '@/utils/format-count';
import { ReadAllStatus } from './read-all-status';
import type { Noun } from './read-all-text';

interface SearchResultsProps<T> {
  read: AllPages<T>;
  matches: readonly T[];
  noun: Noun;
  /** "Searching workflows": names the read and its failure. */
  what: string;
  /** How many matches show before "Show more". */
  limit: number;
  /** Every page read, nothing matched. */
  empty: ReactNode;
  /** The table; rows undefined while the first page is read (show skeletons). */
  children: (rows: T[] | undefined) => ReactNode;
}

export function SearchResults<T>(props: SearchResultsProps<T>) {
  const { read, matches, limit } = props;
  const [shown, setShown] = useState(limit);
  const rows = matches.slice(0, shown);
  const more = Math.min(limit, matches.length - rows.length);
  const firstPage = read.pages === 0 && read.status !== 'failed';
  return (
    <>
      <ReadAllStatus read={read} matches={matches.length} noun={props.noun} what={props.what} />
      {firstPage ? (
        props.children(undefined)
      ) : matches.length === 0 ? (
        read.status === 'done' ? (
          props.empty
        ) : null
      ) : (
        <>
          {props.children(rows)}
          {more > 0 ? (
            <Typography
              variant="body2"
              sx={{ px: 2, py: 1, display: 'flex', gap: 1, alignItems: 'center' }}
            >
              {formatCount(rows.length)} of {formatCount(matches.length)} shown.
              <Button size="small" onClick={() => setShown(rows.length + limit)}>
                Show {formatCount(more)} more
              </Button>
            </Typography>
          ) : null}
        </>
      )}
    </>
  );
}
