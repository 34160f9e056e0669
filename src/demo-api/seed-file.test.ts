import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSeed } from './seed';
import { fetchSeed, SEED_PARTS, seedFileText, seedSourceFromBytes as fromBytes } from './seed-file';

import { seededDb } from './store/built-seed';
import { DemoDb } from './store/db';
import { seedFingerprint } from './store/persistence';

/** The seed in a file of this text. */
const seedSourceFromText = (text: string) => fromBytes(new TextEncoder().encode(text));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** What the file holds of a value: its JSON (fields left undefined are not written). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const answer = (body: BodyInit, type = 'application/octet-stream', status = 200) =>
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': type } })),
  );

describe('the seed file the build writes', () => {
  it('gives back every part of the seed, and each part’s size', async () => {
    const seed = buildSeed();
    answer(seedFileText(seed));
    const source = await fetchSeed('/demo-seed.jsonl.gz');
    if (!source) throw new Error('the file was not read');
    for (const part of SEED_PARTS) expect(source.read(part)).toEqual(asJson(seed[part]));
    // Written in ASCII: the seed's few other characters (names, quotes) are escapes in the file.
    expect(JSON.stringify(seed)).toMatch(/[^\t\n\x20-\x7e]/);
    expect(seedFileText(seed)).not.toMatch(/[^\t\n\x20-\x7e]/);
    expect(source.size('actions')).toBe(seed.actions.length);
    expect(source.size('providerLists')).toBe(Object.keys(seed.providerLists).length);
  });

  it('is unzipped when it arrives as the build wrote it (gzip), and read as is when a server decoded it', async () => {
    const seed = buildSeed();
    const text = seedFileText(seed);
    answer(gzipSync(text));
    expect((await fetchSeed('/demo-seed.jsonl.gz'))?.read('workflows')).toEqual(
      asJson(seed.workflows),
    );
    answer(text, 'application/gzip');
    expect((await fetchSeed('/demo-seed.jsonl.gz'))?.read('users')).toEqual(asJson(seed.users));
  });

  it('reads a part only when it is asked for, so a damaged part fails only its own reads', () => {
    const lines = seedFileText(buildSeed()).split('\n');
    lines[SEED_PARTS.indexOf('actions') + 1] = '[{"uuid": "cut off';
    const source = seedSourceFromText(lines.join('\n'));
    if (!source) throw new Error('the file was not read');
    expect(source.read('workflows').length).toBeGreaterThan(0);
    expect(() => source.read('actions')).toThrow(SyntaxError);
    // The store's table fails every time it is used, rather than seeming empty after the first.
    const db = new DemoDb(source);
    expect(() => db.actions.all()).toThrow(SyntaxError);
    expect(() => db.actions.all()).toThrow(SyntaxError);
    expect(db.workflows.size).toBeGreaterThan(0);
    lines[SEED_PARTS.indexOf('events') + 1] = '[]';
    expect(() => seedSourceFromText(lines.join('\n'))?.read('events')).toThrow(
      /events are not what its first line says/,
    );
  });

  it('lets the store answer the first screen and fingerprint the seed without reading the history', () => {
    const seed = buildSeed();
    const source = seedSourceFromText(seedFileText(seed));
    if (!source) throw new Error('the file was not read');
    const read = vi.spyOn(source, 'read');
    const db = new DemoDb(source);
    expect(db.workflows.all()).toEqual(asJson(seed.workflows));
    expect(seedFingerprint(db)).toBe(seedFingerprint(seededDb()));
    expect(read.mock.calls.map(([part]) => part)).toEqual(['workflows']);
    expect(db.actions.size).toBe(seed.actions.length);
    expect(db.actions.all()).toEqual(asJson(seed.actions));
    expect(read.mock.calls.map(([part]) => part)).toEqual(['workflows', 'actions']);
  });

  it('is left alone when it is missing, not a seed file, or not whole: the demo API builds its own', async () => {
    answer('<!doctype html><html></html>', 'text/html');
    expect(await fetchSeed('/demo-seed.jsonl.gz')).toBeNull();
    answer('{}', 'application/json', 404);
    expect(await fetchSeed('/demo-seed.jsonl.gz')).toBeNull();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchSeed('/demo-seed.jsonl.gz')).toBeNull();
    const lines = seedFileText(buildSeed()).split('\n');
    expect(seedSourceFromText(lines.slice(0, -1).join('\n'))).toBeNull();
    expect(seedSourceFromText(['{"workflows":1}', ...lines.slice(1)].join('\n'))).toBeNull();
    expect(seedSourceFromText(['{"workflows":', ...lines.slice(1)].join('\n'))).toBeNull();
    expect(seedSourceFromText('')).toBeNull();
    // A newline at the very end is not a line of its own.
    expect(seedSourceFromText(`${lines.join('\n')}\n`)?.read('events')).toEqual(
      JSON.parse(lines[SEED_PARTS.indexOf('events') + 1] ?? ''),
    );
  });
});
