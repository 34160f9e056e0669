/**
 * The seed data the build wrote beside the app (`demo-seed.json`, src/build/demo-seed-asset.ts),
 * fetched by the demo API's worker as soon as it starts, in parallel with the demo API's code. Null
 * when there is none (the dev server) or it is not a seed: the demo API then builds the seed itself.
 * No imports: it runs in the worker's small first chunk.
 */
import type { DemoData } from './store/records';

const TABLES = [
  'workflows',
  'actionTypes',
  'users',
  'installedApps',
  'executions',
  'actions',
  'events',
  'catalog',
] as const;

/** `body` when it has the seed's shape (every table a list, the provider lists an object). */
export function seedFrom(body: unknown): DemoData | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const lists = record.providerLists;
  if (!TABLES.every((table) => Array.isArray(record[table]))) return null;
  if (typeof lists !== 'object' || lists === null || Array.isArray(lists)) return null;
  // The build wrote it from the seed's own code: its shape was checked above, its records are the seed's.
  return body as DemoData;
}

export async function fetchSeed(
  url = `${import.meta.env.BASE_URL}demo-seed.json`,
): Promise<DemoData | null> {
  try {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    return seedFrom(await response.json());
  } catch {
    return null;
  }
}
