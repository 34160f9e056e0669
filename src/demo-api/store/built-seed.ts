/**
 * The seed built by its code (src/demo-api/seed/), for stores in Node: the sandbox, the tests, the
 * benchmarks. Built once per process and frozen all the way down, then shared by every store and
 * every reset: a store never changes a row in place (every write puts a new row, `Table.put`), and
 * the freeze turns a change in place into a `TypeError` instead of a leak into the next test. Page
 * tests reset the store after every test; a copy of the seed each time was a few per cent of their
 * time. The browser's demo API reads the build's seed file instead (../seed-file.ts), and loads this
 * module only when there is none (the dev server), so its worker carries no seed code.
 */
import { buildSeed } from '../seed';
import { seedSourceOf, type SeedSource } from '../seed-file';
import { DemoDb } from './db';

/** Freezes `value` and everything in it (plain data: objects and arrays). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}

let shared: SeedSource | undefined;

/** The built seed, shared and frozen. */
export function builtSeed(): SeedSource {
  return (shared ??= seedSourceOf(deepFreeze(buildSeed())));
}

/** A store over the built seed. */
export function seededDb(): DemoDb {
  return new DemoDb(builtSeed());
}
