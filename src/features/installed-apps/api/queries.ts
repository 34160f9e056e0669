/**
 * Installed app queries. The list is the only read the interface has (no GET by identifier), so a
 * detail screen picks its app out of the list. Schemas come only with install and update answers: the
 * `schema` query reads the copy kept from those (see ../schema-store), null when none was received.
 */
import { queryOptions } from '@tanstack/react-query';
import { expectList, unwrap } from '@/api/client';
import { api } from '@/api/current';
import { connectionStore, effectiveBaseUrl } from '@/config/connection';
import { safeStorage } from '@/lib/store';
import { createSchemaStore } from '../schema-store';

export function listInstalledApps(signal?: AbortSignal) {
  const endpoint = 'GET /installed_apps';
  return unwrap(endpoint, api().GET('/installed_apps', { signal })).then((data) =>
    expectList(endpoint, data),
  );
}

export const schemaStore = createSchemaStore(() => safeStorage('sessionStorage'));

/** Schemas are kept per service: the same app identifier in another connection is another app. */
export const schemaScope = () => effectiveBaseUrl(connectionStore.get());

export const installedAppQueries = {
  all: () => ['installed-apps'] as const,
  list: () =>
    queryOptions({
      queryKey: [...installedAppQueries.all(), 'list'] as const,
      queryFn: ({ signal }) => listInstalledApps(signal),
    }),
  schema: (appIdentifier: string) =>
    queryOptions({
      queryKey: [...installedAppQueries.all(), 'schema', appIdentifier] as const,
      queryFn: () => schemaStore.read(schemaScope(), appIdentifier),
      staleTime: Infinity,
    }),
};
