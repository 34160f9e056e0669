import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSeed } from './seed';
import { fetchSeedBytes, readSeed, seedFrom } from './seed-file';

/** What the demo API does with the file: the page downloads it, the worker reads it. */
const fetchSeed = async (url: string) => readSeed(await fetchSeedBytes(url));

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (body: string, type = 'application/json', status = 200) =>
  vi.stubGlobal('fetch', () =>
    Promise.resolve(new Response(body, { status, headers: { 'content-type': type } })),
  );

describe('the seed file the build writes', () => {
  it('is taken when it has the seed’s shape, as the build wrote it (JSON of the seed)', async () => {
    const json = JSON.stringify(buildSeed());
    expect(seedFrom(JSON.parse(json))).toEqual(JSON.parse(json));
    answer(json);
    const seed = await fetchSeed('/demo-seed.json.gz');
    expect(seed?.workflows.length).toBeGreaterThan(0);
    expect(JSON.stringify(seed)).toBe(json);
  });

  it('is unzipped when it arrives as the build wrote it (gzip), and read as is when a server decoded it', async () => {
    const json = JSON.stringify(buildSeed());
    const zipped = gzipSync(json);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(zipped, { status: 200, headers: { 'content-type': 'application/gzip' } }),
      ),
    );
    expect(JSON.stringify(await fetchSeed('/demo-seed.json.gz'))).toBe(json);
    answer(json, 'application/gzip');
    expect(JSON.stringify(await fetchSeed('/demo-seed.json.gz'))).toBe(json);
  });

  it('is left alone when it is missing, not JSON, or not a seed: the demo API builds its own', async () => {
    answer('<!doctype html><html></html>', 'text/html');
    expect(await fetchSeed('/demo-seed.json.gz')).toBeNull();
    answer('{}', 'application/json', 404);
    expect(await fetchSeed('/demo-seed.json.gz')).toBeNull();
    answer('{"workflows": []', 'application/json');
    expect(await fetchSeed('/demo-seed.json.gz')).toBeNull();
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchSeed('/demo-seed.json.gz')).toBeNull();
    const { events: _events, ...withoutEvents } = buildSeed();
    expect(seedFrom(withoutEvents)).toBeNull();
    expect(seedFrom({ ...buildSeed(), providerLists: [] })).toBeNull();
    expect(seedFrom(null)).toBeNull();
  });
});
