/**
 * Installed app writes: install (POST, with the caller's idempotency key so a double click installs
 * once) and update (PUT: groups, or nothing, which answers the app with its schema). Never retried by
 * themselves. Each answer's schema is kept (see ../schema-store) and its app goes into the list.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { decodeRecord, type Page } from '@/api/decode/core';
import { installedAppWithSchema } from '@/api/decode/installed-apps';
import { api } from '@/api/current';
import { isApiError } from '@/api/errors';
import type {
  InstallAppBody,
  InstalledApp,
  InstalledAppWithSchema,
  UpdateInstalledAppBody,
} from '@/api/models';
import type { SchemaSource, StoredSchema } from '../schema-store';
import { installedAppQueries } from './queries';
import { schemaQuery, schemaScope, schemaStore } from './schema-queries';

export function installApp(body: InstallAppBody, idempotencyKey: string) {
  const endpoint = 'POST /installed_apps';
  return unwrap(
    endpoint,
    api().POST('/installed_apps', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
  ).then((data) => decodeRecord(endpoint, installedAppWithSchema, data));
}

export interface UpdateInput {
  body: UpdateInstalledAppBody;
  /** The same key for a retry of the same change (the client makes one up when absent). */
  idempotencyKey?: string;
}

export function updateInstalledApp(appIdentifier: string, { body, idempotencyKey }: UpdateInput) {
  const endpoint = 'PUT /installed_apps/{app_identifier}';
  return unwrap(
    endpoint,
    api().PUT('/installed_apps/{app_identifier}', {
      params: { path: { app_identifier: appIdentifier } },
      body,
      ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
    }),
  ).then((data) => decodeRecord(endpoint, installedAppWithSchema, data));
}

/** Keeps the answer's schema and puts the app (without it) into the cached list, in place or first. */
async function remember(
  queryClient: QueryClient,
  answer: InstalledAppWithSchema,
  source: SchemaSource,
): Promise<void> {
  const { installed_schema: schema, ...app } = answer;
  const identifier = app.app_identifier;
  if (schema) {
    const entry: StoredSchema = {
      schema,
      source,
      receivedAt: new Date().toISOString(),
      appVersion: app.app_version,
    };
    schemaStore.write(schemaScope(), identifier, entry);
    queryClient.setQueryData(schemaQuery(identifier).queryKey, entry);
  }
  queryClient.setQueryData(
    installedAppQueries.list().queryKey,
    (list: Page<InstalledApp> | undefined) => {
      if (!list) return list;
      const at = list.collection.findIndex((row) => row.app_identifier === identifier);
      const collection = at === -1 ? [app, ...list.collection] : list.collection.with(at, app);
      return { ...list, collection };
    },
  );
  await queryClient.invalidateQueries({ queryKey: installedAppQueries.list().queryKey });
}

export function useInstallApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: InstallAppBody; idempotencyKey: string }) =>
      installApp(body, idempotencyKey),
    onSuccess: (answer) => remember(queryClient, answer, 'install'),
  });
}

export function useUpdateInstalledApp(appIdentifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateInput) => updateInstalledApp(appIdentifier, input),
    onSuccess: (answer) => remember(queryClient, answer, 'update'),
    // Uninstalled meanwhile: refetch the list, so the screen says the app is gone.
    onError: (error) =>
      isApiError(error) && error.isNotFound
        ? queryClient.invalidateQueries({ queryKey: installedAppQueries.list().queryKey })
        : undefined,
  });
}
