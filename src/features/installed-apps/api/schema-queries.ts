/**
 * The installed schema of an app: only install and update answers carry it, so this reads the copy
 * kept from those (see ../schema-store), null when none was received.
 */
import { queryOptions } from '@tanstack/react-query';
import { connectionStore, effectiveBaseUrl } from '@/config/connection';
import { safeStorage } from '@/lib/storage';
import { createSchemaStore } from '../schema-store';
import { installedAppQueries } from './queries';

export const schemaStore = createSchemaStore(() => safeStorage('sessionStorage'));

/** Schemas are kept per service: the same app identifier in another connection is another app. */
export const schemaScope = () => effectiveBaseUrl(connectionStore.get());

export const schemaQuery = (appIdentifier: string) =>
  queryOptions({
    queryKey: [...installedAppQueries.schemas(), appIdentifier] as const,
    queryFn: () => schemaStore.read(schemaScope(), appIdentifier),
    staleTime: Infinity,
  });
