/**
 * The seed data the build wrote beside the app (`demo-seed.jsonl.gz`, src/build/demo-seed-asset.ts),
 * read by the demo API's worker as soon as the worker starts, beside its own code.
 *
 * The file is one line per part of the seed: its first line names the parts in order with the size
 * of each (`{"workflows":71,"actionTypes":22,...}`), and each line after it is one part's JSON. A part
 * is parsed only when the demo API first reads it (`SeedSource.read`): the first screen's answer
 * needs the workflows (a quarter of the file's 3 MB), not the 2,000 actions or the events, so the
 * worker answers before it has parsed the rest. A part's size is known without reading it (the store's
 * fingerprint of the seed asks for three). The build gzips the file (3 MB of JSON, 0.35 MB zipped), so
 * no server compresses it again on each visit; the worker unzips it with the browser's
 * DecompressionStream unless a server already did.
 *
 * Null when there is no file (the dev server builds no seed file) or it is not a whole seed file (not
 * gzip or text, a part missing from its first line or from its lines): the demo API then builds the
 * seed itself. A part damaged after the build (its line no longer JSON of its size) is found only
 * when it is read, and fails every request that reads it. No imports but types: it runs in the
 * worker's small first chunk.
 */
import type { DemoData } from './store/records';

export type SeedPart = keyof DemoData;

/** The parts, in the order the file holds them. */
export const SEED_PARTS = [
  'workflows',
  'actionTypes',
  'users',
  'installedApps',
  'catalog',
  'executions',
  'actions',
  'events',
  'providerLists',
] as const satisfies readonly SeedPart[];

/** Seed data whose parts are read when first asked for. */
export interface SeedSource {
  /** How many records the part holds (the list's length; the provider lists: how many lists). */
  size(part: SeedPart): number;
  /** The part's data, parsed the first time it is asked for. */
  read<K extends SeedPart>(part: K): DemoData[K];
}

const sizeOf = (value: unknown): number =>
  Array.isArray(value)
    ? value.length
    : typeof value === 'object' && value !== null
      ? Object.keys(value).length
      : -1;

/** Seed data already in memory (the seed built in Node, in the sandbox and the tests), as a source. */
export function seedSourceOf(data: DemoData): SeedSource {
  return { size: (part) => sizeOf(data[part]), read: (part) => data[part] };
}

/** JSON with every character past ASCII written as an escape (`\u00e9`), as JSON allows. */
const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * The file's text for `data`: the parts' sizes, then a line of JSON for each part. ASCII only (the
 * few other characters escaped): the browser then decodes a part into a string of one byte per
 * character, which is quicker to make and to parse than one of two (3 MB took 150 ms to decode).
 */
export function seedFileText(data: DemoData): string {
  const sizes = Object.fromEntries(SEED_PARTS.map((part) => [part, sizeOf(data[part])]));
  return [sizes, ...SEED_PARTS.map((part) => data[part])].map(asciiJson).join('\n');
}

/** Is `value` what the part must be (a list, or for the provider lists an object), of its size? */
function partFits(part: SeedPart, value: unknown, size: number): boolean {
  const list = Array.isArray(value);
  return (part === 'providerLists' ? !list : list) && sizeOf(value) === size;
}

const NEWLINE = 0x0a;

/**
 * The seed in the file's bytes (its text, unzipped), or null when they are not a whole seed file
 * (each part named in the first line, with a size, and one line for each). A part's bytes are decoded
 * and parsed when it is first read; one that then is not a list (or object) of its size throws: the
 * file was damaged after the build wrote it.
 */
export function seedSourceFromBytes(bytes: Uint8Array): SeedSource | null {
  const lines: Uint8Array[] = [];
  // A newline at the very end (an editor's, a tool's) ends the last line rather than starting one.
  const text = bytes.at(-1) === NEWLINE ? bytes.subarray(0, -1) : bytes;
  for (let start = 0; start <= text.length;) {
    const end = text.indexOf(NEWLINE, start);
    const stop = end === -1 ? text.length : end;
    lines.push(text.subarray(start, stop));
    start = stop + 1;
  }
  const decoder = new TextDecoder();
  let sizes: unknown;
  try {
    sizes = JSON.parse(decoder.decode(lines[0]));
  } catch {
    return null;
  }
  if (typeof sizes !== 'object' || sizes === null || lines.length !== SEED_PARTS.length + 1)
    return null;
  const known = new Map<SeedPart, number>();
  for (const part of SEED_PARTS) {
    const size: unknown = (sizes as Record<string, unknown>)[part];
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 0) return null;
    known.set(part, size);
  }
  const parsed = new Map<SeedPart, unknown>();
  const size = (part: SeedPart) => known.get(part) ?? 0;
  const read = <K extends SeedPart>(part: K): DemoData[K] => {
    if (!parsed.has(part)) {
      const value: unknown = JSON.parse(decoder.decode(lines[SEED_PARTS.indexOf(part) + 1]));
      if (!partFits(part, value, size(part)))
        throw new Error(`The demo seed file's ${part} are not what its first line says.`);
      parsed.set(part, value);
    }
    // Written by the build from the seed's own code, and checked for its shape above.
    return parsed.get(part) as DemoData[K];
  };
  return { size, read };
}

/** gzip's first two bytes: the file as the build wrote it, not decoded on the way. */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** The file's text's bytes: unzipped here (the browser's own zlib), unless a server already did. */
async function unzipped(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  if (!isGzip(bytes)) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The file's name, beside the app: the build writes it (src/build/demo-seed-asset.ts). */
export const DEMO_SEED_FILE = 'demo-seed.jsonl.gz';

/** The seed file, downloaded and read (gzipped or not), or null when there is none or it is not one. */
export async function fetchSeed(
  url = `${import.meta.env.BASE_URL}${DEMO_SEED_FILE}`,
): Promise<SeedSource | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    return seedSourceFromBytes(await unzipped(new Uint8Array(await response.arrayBuffer())));
  } catch {
    return null;
  }
}
