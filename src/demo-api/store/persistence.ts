/**
 * Keeps the in-browser demo's changes across page reloads: the seed is rebuilt on every start, and the
 * rows changed since (plus the fault switches) are saved in local storage and laid back over it.
 * A reset clears them. If storage is full or unavailable, the demo keeps working in memory.
 * Tabs of one browser share the saved state: when another tab saves, `follow()` lays its state over the
 * seed here too, so a change made in one tab (and the event it records) shows in the others.
 *
 * A saved state that does not load is dropped whole (and removed from storage, with a warning in the
 * console), so a bad state cannot outlive a reload: one that is not JSON, nests deeper than the body
 * limits let anything be written, holds a row whose keys differ from the seed's rows of its table, or
 * fault switches out of range, or one that throws while being laid over the seed.
 */
import { finiteNumber, isPlainObject } from '@/utils/guards';
import { BODY_LIMITS, jsonTextDepth } from '../http/body-limits';
import type { DemoDb, FaultSettings, Table, TableName } from './db';
import { DEMO_STORAGE_KEY } from './storage-key';

export { DEMO_STORAGE_KEY };

interface Saved {
  /** Identifies the seed the rows were changed from; saved rows of another seed are dropped. */
  seed: string;
  rows: Partial<Record<TableName, Record<string, unknown>>>;
  faults?: FaultSettings;
}

/** Identifies the seed a saved state belongs to (benchmarks use it to add workflows of their own). */
export function seedFingerprint(db: DemoDb): string {
  const first = db.workflows.all()[0]?.id ?? '';
  return `${db.workflows.size}:${db.events.size}:${db.actions.size}:${first}`;
}

/** Deepest a saved state can be: a request body's limit plus the state's and the records' own levels. */
export const SAVED_DEPTH_LIMIT = BODY_LIMITS.maxDepth + 16;

const sameKeys = (a: object, b: object) => {
  const left = Object.keys(a).sort();
  const right = Object.keys(b).sort();
  return left.length === right.length && left.every((key, index) => key === right[index]);
};

function faultsProblem(faults: unknown): string | undefined {
  if (faults === undefined) return undefined;
  if (!isPlainObject(faults)) return 'the fault switches are not an object';
  const { latency_ms: latency, failure_rate: rate } = faults;
  const inRange = (value: unknown, max: number) => {
    const number = finiteNumber(value);
    return number !== undefined && number >= 0 && number <= max;
  };
  return inRange(latency, 30000) && inRange(rate, 1) ? undefined : 'a fault switch is out of range';
}

/** Why a parsed saved state of this seed cannot be laid over `db`'s seed, if it cannot. */
function savedProblem(saved: Record<string, unknown>, db: DemoDb): string | undefined {
  if (!isPlainObject(saved.rows)) return 'it has no rows';
  const tables: Record<string, Table<unknown>> = db.tables();
  for (const [name, rows] of Object.entries(saved.rows)) {
    if (!Object.hasOwn(tables, name)) return `it has an unknown table "${name.slice(0, 40)}"`;
    if (!isPlainObject(rows)) return `its ${name} are not an object`;
    const model = tables[name]?.all()[0];
    for (const row of Object.values(rows)) {
      if (!isPlainObject(row) || (isPlainObject(model) && !sameKeys(row, model)))
        return `a row of its ${name} is not shaped like the seed's`;
    }
  }
  return faultsProblem(saved.faults);
}

type ReadResult = { saved: Saved; dropped?: string };

function read(storage: Storage, seed: string, db: DemoDb): ReadResult {
  const empty: Saved = { seed, rows: {} };
  let text: string | null;
  try {
    text = storage.getItem(DEMO_STORAGE_KEY);
  } catch {
    return { saved: empty };
  }
  if (text === null) return { saved: empty };
  if (jsonTextDepth(text, SAVED_DEPTH_LIMIT) > SAVED_DEPTH_LIMIT)
    return { saved: empty, dropped: 'it is nested too deeply' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { saved: empty, dropped: 'it is not JSON' };
  }
  // The state of another seed (an older version, a benchmark) is left alone, not loaded.
  if (!isPlainObject(parsed) || parsed.seed !== seed) return { saved: empty };
  const problem = savedProblem(parsed, db);
  return problem ? { saved: empty, dropped: problem } : { saved: parsed as unknown as Saved };
}

function drop(storage: Storage, reason: string): void {
  console.warn(`The saved demo data was dropped (${reason}); the demo starts again from its seed.`);
  try {
    storage.removeItem(DEMO_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was saved there either.
  }
}

export interface DemoPersistence {
  /** Takes the state another tab saved (call it on the `storage` event of DEMO_STORAGE_KEY). */
  follow: () => void;
}

function layOver(db: DemoDb, saved: Saved): void {
  const tables: Record<string, Table<unknown>> = db.tables();
  for (const [name, rows] of Object.entries(saved.rows)) {
    const table = Object.hasOwn(tables, name) ? tables[name] : undefined;
    if (table) for (const row of Object.values(rows)) table.restore(row);
  }
  if (saved.faults) db.faults = { ...saved.faults };
}

/**
 * Reads the saved state and lays it over `db` (fresh from the seed); a state that fails to load is
 * dropped and `db` goes back to the seed. Answers the state now in force.
 */
function load(db: DemoDb, storage: Storage, seed: string): Saved {
  const { saved, dropped } = read(storage, seed, db);
  if (dropped) {
    drop(storage, dropped);
    return saved;
  }
  try {
    layOver(db, saved);
    return saved;
  } catch (error) {
    db.reset();
    drop(storage, error instanceof Error ? error.message : 'it could not be laid over the seed');
    return { seed, rows: {} };
  }
}

export function persistDemoState(db: DemoDb, storage: Storage): DemoPersistence {
  const seed = seedFingerprint(db);
  let saved = load(db, storage, seed);
  let following = false;

  const write = () => {
    try {
      storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(saved));
    } catch {
      // Storage full or blocked: the demo goes on in memory for this page.
    }
  };

  db.subscribe((change) => {
    if (following) return;
    if (change.kind === 'reset') saved = { seed, rows: {} };
    else if (change.kind === 'faults') saved.faults = change.faults;
    else saved.rows[change.table] = { ...saved.rows[change.table], [change.id]: change.row };
    write();
  });

  return {
    follow: () => {
      following = true;
      try {
        // From the seed again, so a reset in the other tab is followed too; nothing is written back.
        db.reset();
        saved = load(db, storage, seed);
      } finally {
        following = false;
      }
    },
  };
}
