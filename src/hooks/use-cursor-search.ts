import { useSearchParams } from 'react-router';
import {
  parseCursorParams,
  toCursorQuery,
  withCursor,
  type CursorParams,
} from '@/lib/cursor-params';
import { withParams } from '@/lib/list-query';

/**
 * A cursor-paginated list's place in the URL: the current limit and cursor, the API query part, and
 * moves to the next / previous page or another page size (other parameters are kept).
 */
export function useCursorSearch() {
  const [search, setSearch] = useSearchParams();
  const params: CursorParams = parseCursorParams(search);
  const firstPage = () => setSearch(withCursor(search, {}));
  return {
    search,
    setSearch,
    params,
    query: toCursorQuery(params),
    next: (lastId: string) => setSearch(withCursor(search, { startingAfter: lastId })),
    previous: (firstId: string) => setSearch(withCursor(search, { endingBefore: firstId })),
    firstPage,
    /** Back to the first page, or null while on it. */
    backToFirstPage: params.startingAfter || params.endingBefore ? firstPage : null,
    setLimit: (limit: number) => setSearch(withCursor(search, { limit })),
    /** Changes other parameters and goes back to the first page. */
    setFilters: (patch: Record<string, string | null>) =>
      setSearch(withParams(withCursor(search, {}), patch)),
  };
}
