import { useSearchParams } from 'react-router';
import {
  patchSearch,
  pageQuery,
  readListSearch,
  withFilters,
  withPage,
  type ParamPatch,
  type ParamSchema,
} from '@/lib/list-search';

interface WriteOptions {
  /** Replace the history entry (typing in a search box) instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position (a change of view state on the same page). */
  keepScroll?: boolean;
}

/**
 * A list screen's state in the URL, typed by the screen's parameter schema (src/lib/list-search.ts):
 * the values of its filters, order and selection, the page (limit and cursor), and the moves between
 * them. Every list screen keeps its state through this hook, so filters, paging and back/forward
 * behave the same everywhere.
 */
export function useListSearch<S extends ParamSchema>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const state = readListSearch(schema, search);
  const go = (next: URLSearchParams, options: WriteOptions = {}) =>
    setSearch(next, {
      replace: options.replace ?? false,
      preventScrollReset: options.keepScroll ?? false,
    });
  const firstPage = () => go(withPage(search, {}));
  const onLaterPage =
    state.page.startingAfter !== undefined || state.page.endingBefore !== undefined;
  return {
    ...state,
    /** The page as the API's query part (`limit`, `starting_after`, `ending_before`). */
    pageQuery: pageQuery(state.page),
    /** A filter or order change: back to the first page. */
    setFilters: (patch: ParamPatch<S>, options?: WriteOptions) =>
      go(withFilters(schema, search, patch), options),
    /** A change of view state (a selected row): the page stays. */
    setView: (patch: ParamPatch<S>, options?: WriteOptions) =>
      go(patchSearch(schema, search, patch), { keepScroll: true, ...options }),
    /** The query string of a link that changes view state, for `<Link to={{ search }}>`. */
    searchWith: (patch: ParamPatch<S>) => patchSearch(schema, search, patch).toString(),
    next: (lastId: string) => go(withPage(search, { startingAfter: lastId })),
    previous: (firstId: string) => go(withPage(search, { endingBefore: firstId })),
    firstPage,
    /** Back to the first page, or null while on it. */
    backToFirstPage: onLaterPage ? firstPage : null,
    setLimit: (limit: number) => go(withPage(search, { limit })),
  };
}
