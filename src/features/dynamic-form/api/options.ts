/**
 * The AsyncSelect option lists as queries of the screen's cache: one infinite query per list,
 * keyed by the resolved first-page URL, its pages fetched by ./options-page.ts.
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import type { FieldData } from '@/api/models';
import { ANONYMOUS_OPTIONS_ACCESS, type OptionsAccess } from '@/lib/options-access';
import { buildOptionsRequest, type LookupField } from '../model/option-request';
import { maxItemsOf, nextCursor } from '../model/options';
import { fetchOptionsPage } from './options-page';

/** The options lists' keys, from generic to specific. */
export const optionQueries = {
  all: () => ['settings-options'] as const,
};

/**
 * The pages of one options list. The key holds the resolved first-page URL, so the list of another
 * parent value (another channel) is another list, and a late answer for the old one never shows.
 */
export function optionsQuery(
  data: FieldData,
  lookup: LookupField,
  access: OptionsAccess = ANONYMOUS_OPTIONS_ACCESS,
) {
  const request = buildOptionsRequest(data, lookup);
  const maxItems = maxItemsOf(data);
  return {
    request,
    // The resolved URL holds every value `lookup` filled in; `data` says how to read the answer.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    options: infiniteQueryOptions({
      queryKey: [...optionQueries.all(), request.ok ? request.url : request.error, data] as const,
      queryFn: ({ pageParam, signal }) => {
        const page = buildOptionsRequest(data, lookup, pageParam);
        if (!page.ok) throw new Error(page.error);
        return fetchOptionsPage(page.url, data, pageParam, signal, access);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (_last, pages) => {
        const next = nextCursor(pages, maxItems);
        return 'cursor' in next ? next.cursor : undefined;
      },
      staleTime: 5 * 60_000,
    }),
  };
}
