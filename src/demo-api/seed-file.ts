/**
 * The seed data the build wrote beside the app (`demo-seed.json.gz`, src/build/demo-seed-asset.ts).
 * The page downloads it as soon as it starts the demo API (`fetchSeedBytes`), while the worker's own
 * code still loads, and hands the bytes over; the worker reads them (`readSeed`). The build gzips it
 * (3 MB of JSON, 0.35 MB zipped) so that no server compresses it again on every visit and every
 * server sends it small; the worker unzips it with the browser's DecompressionStream. Null when there
 * is none (the dev server) or it is not a seed: the demo API then builds the seed itself. No imports:
 * it runs in the worker's small first chunk.
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

/** gzip's first two bytes: the file as the build wrote it, not decoded on the way. */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The file's text: unzipped here (the browser's own zlib), unless a server already decoded it. */
async function textOf(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  if (!isGzip(bytes)) return new TextDecoder().decode(bytes);
  const unzipped = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Response(unzipped).text();
}

/** The file's name, beside the app: the build writes it (src/build/demo-seed-asset.ts). */
export const DEMO_SEED_FILE = 'demo-seed.json.gz';

/** The seed file's bytes as the server sent them, or null when there is none. */
export async function fetchSeedBytes(
  url = `${import.meta.env.BASE_URL}${DEMO_SEED_FILE}`,
): Promise<ArrayBuffer | null> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.arrayBuffer() : null;
  } catch {
    return null;
  }
}

/** The seed in the file's bytes (gzipped or not), or null when they are not a seed. */
export async function readSeed(bytes: ArrayBuffer | null): Promise<DemoData | null> {
  if (!bytes) return null;
  try {
    return seedFrom(JSON.parse(await textOf(new Uint8Array(bytes))));
  } catch {
    return null;
  }
}
