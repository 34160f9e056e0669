/**
 * Installed app queries. The list is the only read the interface has (no GET by identifier), so a
 * detail screen picks its app out of the list. Schemas come only with install and update answers:
 * see ./schema-queries (kept out of this module, which the router loads with the first screen).
 */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { decodeList } from '@/api/decode/core';
import { installedApp } from '@/api/decode/installed-apps';
import { api } from '@/api/current';

export function listInstalledApps(signal?: AbortSignal) {
  const endpoint = 'GET /installed_apps';
  return unwrap(endpoint, api().GET('/installed_apps', { signal })).then((data) =>
    decodeList(endpoint, installedApp, data),
  );
}

export const installedAppQueries = {
  all: () => ['installed-apps'] as const,
  list: () =>
    queryOptions({
      queryKey: [...installedAppQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listInstalledApps(signal),
    }),
  /** The schemas' keys; their options are in ./schema-queries, out of the first load. */
  schemas: () => [...installedAppQueries.all(), 'schema'] as const,
};
