/** A small seeded random source, so the demo data is the same on every machine and every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max] (both included). */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** n distinct elements (fewer if the array is shorter), in random order. */
  sample<T>(items: readonly T[], n: number): T[];
  /** Lowercase hex of the given length. */
  hex(length: number): string;
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    sample: <T>(items: readonly T[], n: number): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, Math.max(0, n));
    },
    hex: (length) => {
      let out = '';
      while (out.length < length) out += Math.floor(next() * 16).toString(16);
      return out;
    },
  };
}

/**
 * A UUIDv7 string (time-ordered, as the service's ids are): 48 bits of milliseconds, then random bits
 * with the version and variant set. Ids made later sort after ids made earlier.
 */
export function uuidv7(timeMs: number, randomHex: (length: number) => string): string {
  const time = Math.max(0, Math.floor(timeMs)).toString(16).padStart(12, '0').slice(-12);
  const rand = randomHex(20);
  const variant = ((parseInt(rand.slice(3, 4), 16) & 0x3) | 0x8).toString(16);
  return [
    time.slice(0, 8),
    time.slice(8, 12),
    `7${rand.slice(0, 3)}`,
    `${variant}${rand.slice(4, 7)}`,
    rand.slice(8, 20),
  ].join('-');
}

/** Random hex from the platform's crypto source, for ids made at run time. */
export function cryptoHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}

let lastRuntimeMs = 0;
/** A fresh UUIDv7 for a record created now; strictly increasing within this process. */
export function newId(now: number = Date.now()): string {
  lastRuntimeMs = Math.max(now, lastRuntimeMs + 1);
  return uuidv7(lastRuntimeMs, cryptoHex);
}
