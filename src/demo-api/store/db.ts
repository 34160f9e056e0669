/**
 * The demo API's in-memory store: one table per resource over the seed data, plus the settings a user
 * can change (fault switches). Every write goes through `Table.put`, which tells subscribers, so the
 * browser can persist the changed rows and the sandbox can stay purely in memory.
 */
import { buildSeed } from '../seed';
import { nowInstant } from './clock';
import { newId } from './random';
import type {
  ActionRecord,
  ActionTypeRecord,
  CatalogApp,
  DemoData,
  EventRecord,
  ExecutionRecord,
  InstalledAppRecord,
  JsonObject,
  ProviderOption,
  UserRecord,
  WorkflowRecord,
} from './records';

export interface FaultSettings {
  /** Added to every API response, in milliseconds. */
  latency_ms: number;
  /** Share of API requests (0 to 1) answered with an injected 503. */
  failure_rate: number;
}

export const NO_FAULTS: FaultSettings = { latency_ms: 0, failure_rate: 0 };

export type TableName =
  'workflows' | 'actionTypes' | 'users' | 'installedApps' | 'executions' | 'actions' | 'events';

export type StoreChange =
  | { kind: 'put'; table: TableName; id: string; row: unknown }
  | { kind: 'reset' }
  | { kind: 'faults'; faults: FaultSettings };

type Listener = (change: StoreChange) => void;

export class Table<T> {
  private readonly rows = new Map<string, T>();

  constructor(
    readonly name: TableName,
    private readonly idOf: (row: T) => string,
    private readonly notify: Listener,
  ) {}

  /** Replaces every row without telling subscribers (seeding and restoring). */
  load(rows: readonly T[]): void {
    this.rows.clear();
    for (const row of rows) this.rows.set(this.idOf(row), row);
  }

  /** Puts one row without telling subscribers (restoring persisted rows). */
  restore(row: T): void {
    this.rows.set(this.idOf(row), row);
  }

  get(id: string): T | undefined {
    return this.rows.get(id);
  }

  all(): T[] {
    return [...this.rows.values()];
  }

  get size(): number {
    return this.rows.size;
  }

  put(row: T): T {
    const id = this.idOf(row);
    this.rows.set(id, row);
    this.notify({ kind: 'put', table: this.name, id, row });
    return row;
  }
}

let sharedSeed: DemoData | undefined;
let firstTaken = false;

/** Freezes `value` and everything in it (plain data: objects and arrays). */
function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}

/**
 * The first store of a process (the browser demo's only one) takes the seed as built: nothing else
 * holds it. Later calls (a reset, another store) share one kept build, frozen: a store never changes
 * a row in place (every write puts a new row, `Table.put`), so sharing is safe, and the freeze makes
 * a change in place fail loudly instead of leaking into the next reset. Page tests reset the store
 * after every test; a copy of the seed each time was a few per cent of their time.
 */
function freshSeed(): DemoData {
  if (!firstTaken) {
    firstTaken = true;
    return buildSeed();
  }
  return (sharedSeed ??= deepFreeze(buildSeed()));
}

export class DemoDb {
  private readonly listeners = new Set<Listener>();
  private readonly emit: Listener = (change) => {
    for (const listener of this.listeners) listener(change);
  };

  readonly workflows = new Table<WorkflowRecord>('workflows', (r) => r.id, this.emit);
  readonly actionTypes = new Table<ActionTypeRecord>('actionTypes', (r) => r.id, this.emit);
  readonly users = new Table<UserRecord>('users', (r) => r.id, this.emit);
  readonly installedApps = new Table<InstalledAppRecord>(
    'installedApps',
    (r) => r.app_identifier,
    this.emit,
  );
  readonly executions = new Table<ExecutionRecord>('executions', (r) => r.id, this.emit);
  readonly actions = new Table<ActionRecord>('actions', (r) => r.uuid, this.emit);
  readonly events = new Table<EventRecord>('events', (r) => r.id, this.emit);

  catalog: CatalogApp[] = [];
  providerLists: Record<string, ProviderOption[]> = {};
  faults: FaultSettings = { ...NO_FAULTS };

  /** `seed`: the seed data from elsewhere (the build's demo-seed.json.gz), as the first store's seed. */
  constructor(seed?: DemoData) {
    if (seed) firstTaken = true;
    this.load(seed ?? freshSeed());
  }

  tables(): Record<TableName, Table<unknown>> {
    return {
      workflows: this.workflows,
      actionTypes: this.actionTypes,
      users: this.users,
      installedApps: this.installedApps,
      executions: this.executions,
      actions: this.actions,
      events: this.events,
    } as Record<TableName, Table<unknown>>;
  }

  private load(data: DemoData): void {
    this.workflows.load(data.workflows);
    this.actionTypes.load(data.actionTypes);
    this.users.load(data.users);
    this.installedApps.load(data.installedApps);
    this.executions.load(data.executions);
    this.actions.load(data.actions);
    this.events.load(data.events);
    this.catalog = data.catalog;
    this.providerLists = data.providerLists;
  }

  /** Back to the seed data, with the fault switches off. */
  reset(): void {
    this.load(freshSeed());
    this.faults = { ...NO_FAULTS };
    this.emit({ kind: 'reset' });
  }

  setFaults(faults: FaultSettings): void {
    this.faults = { ...faults };
    this.emit({ kind: 'faults', faults: this.faults });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  userByKey(key: string): UserRecord | undefined {
    return this.users.all().find((user) => user.key === key);
  }

  catalogApp(appIdentifier: string): CatalogApp | undefined {
    return this.catalog.find((app) => app.app_identifier === appIdentifier);
  }

  /** Records what a change did, so GET /events shows it. */
  recordEvent(
    type: string,
    subject: EventRecord['subject'],
    userKey: string | null,
    data: JsonObject = {},
  ): EventRecord {
    const now = Date.now();
    return this.events.put({
      id: newId(now),
      type,
      subject,
      user_key: userKey,
      data,
      created_at: nowInstant(now),
    });
  }
}
