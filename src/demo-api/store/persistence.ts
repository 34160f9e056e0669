/**
 * Keeps the in-browser demo's changes across page reloads: the seed is rebuilt on every start, and the
 * rows changed since (plus the fault switches) are saved in local storage and laid back over it.
 * A reset clears them. If storage is full or unavailable, the demo keeps working in memory.
 * Tabs of one browser share the saved state: when another tab saves, `follow()` lays its state over the
 * seed here too, so a change made in one tab (and the event it records) shows in the others.
 */
import type { DemoDb, FaultSettings, Table, TableName } from './db';

export const DEMO_STORAGE_KEY = 'wfc.demo-api.state';

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

function read(storage: Storage, seed: string): Saved {
  try {
    const parsed = JSON.parse(storage.getItem(DEMO_STORAGE_KEY) ?? 'null') as Saved | null;
    if (parsed?.seed === seed && typeof parsed.rows === 'object') return parsed;
  } catch {
    // A corrupt entry is dropped below.
  }
  return { seed, rows: {} };
}

export interface DemoPersistence {
  /** Takes the state another tab saved (call it on the `storage` event of DEMO_STORAGE_KEY). */
  follow: () => void;
}

function layOver(db: DemoDb, saved: Saved): void {
  const tables: Partial<Record<string, Table<unknown>>> = db.tables();
  for (const [name, rows] of Object.entries(saved.rows)) {
    const table = tables[name];
    if (table) for (const row of Object.values(rows)) table.restore(row);
  }
  if (saved.faults) db.faults = { ...saved.faults };
}

export function persistDemoState(db: DemoDb, storage: Storage): DemoPersistence {
  const seed = seedFingerprint(db);
  let saved = read(storage, seed);
  layOver(db, saved);
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
      const next = read(storage, seed);
      following = true;
      try {
        // From the seed again, so a reset in the other tab is followed too; nothing is written back.
        db.reset();
        layOver(db, next);
      } finally {
        following = false;
      }
      saved = next;
    },
  };
}
