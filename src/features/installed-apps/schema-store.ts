/**
 * Installed schemas as responses carried them. Only install and update answers include
 * `installed_schema` (the list omits it), so the console keeps each one it receives, per connection and
 * app, in session storage (this tab; it survives a reload). When storage is blocked the query cache
 * still holds it for this page. What it keeps says where it came from, when, and for which version.
 */
import * as v from 'valibot';
import { installedSchema } from '@/api/decode/installed-apps';
import type { InstalledSchema } from '@/api/models';

export type SchemaSource = 'install' | 'update';

export interface StoredSchema {
  schema: InstalledSchema;
  source: SchemaSource;
  /** ISO time the response arrived. */
  receivedAt: string;
  /** The app version the response reported. */
  appVersion: string;
}

const PREFIX = 'wfc.installed-schema';

export function schemaStorageKey(scope: string, appIdentifier: string): string {
  return `${PREFIX}:${scope}:${appIdentifier}`;
}

/** What storage holds is as untrusted as any answer: decoded the same way, or dropped. */
const storedSchema = v.object({
  schema: installedSchema,
  source: v.picklist(['install', 'update']),
  receivedAt: v.string(),
  appVersion: v.string(),
});

/** A stored entry, or null when it is absent or does not look like one. */
export function parseStoredSchema(value: unknown): StoredSchema | null {
  const result = v.safeParse(storedSchema, value);
  return result.success ? result.output : null;
}

export interface SchemaStore {
  read: (scope: string, appIdentifier: string) => StoredSchema | null;
  write: (scope: string, appIdentifier: string, entry: StoredSchema) => void;
}

export function createSchemaStore(storage: () => Storage | undefined): SchemaStore {
  return {
    read(scope, appIdentifier) {
      try {
        const text = storage()?.getItem(schemaStorageKey(scope, appIdentifier));
        return text ? parseStoredSchema(JSON.parse(text)) : null;
      } catch {
        return null;
      }
    },
    write(scope, appIdentifier, entry) {
      try {
        storage()?.setItem(schemaStorageKey(scope, appIdentifier), JSON.stringify(entry));
      } catch {
        // Storage full or blocked: the query cache keeps the schema for this page.
      }
    },
  };
}
