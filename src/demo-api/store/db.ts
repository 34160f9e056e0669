/**
 * The demo API's in-memory store: one table per resource over the seed data, plus the settings a user
 * can change (fault switches). Every write goes through `Table.put`, which tells subscribers, so the
 * browser can persist the changed rows and the sandbox can stay purely in memory.
 */
import type { SeedSource } from '../seed-file';
import { nowInstant } from './clock';
import { newId } from './random';
import type {
  ActionRecord,
  ActionTypeRecord,
  CatalogApp,
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
  /** Rows not read yet (the seed file's part, parsed on first use) and how many there are. */
  private pending: { size: number; read: () => readonly T[] } | null = null;

  constructor(
    readonly name: TableName,
    private readonly idOf: (row: T) => string,
    private readonly notify: Listener,
  ) {}

  /**
   * The rows, after reading the pending ones. Rows that cannot be read (a part of the seed file
   * damaged after the build) stay pending: every use of the table fails again, none finds it empty.
   */
  private get table(): Map<string, T> {
    if (this.pending) {
      const rows = this.pending.read();
      this.pending = null;
      for (const row of rows) this.rows.set(this.idOf(row), row);
    }
    return this.rows;
  }

  /** Replaces every row without telling subscribers. */
  load(rows: readonly T[]): void {
    this.defer(rows.length, () => rows);
  }

  /** Replaces every row with `size` rows that `read` gives when the table is first used. */
  defer(size: number, read: () => readonly T[]): void {
    this.rows.clear();
    this.pending = { size, read };
  }

  /** Puts one row without telling subscribers (restoring persisted rows). */
  restore(row: T): void {
    this.table.set(this.idOf(row), row);
  }

  get(id: string): T | undefined {
    return this.table.get(id);
  }

  all(): T[] {
    return [...this.table.values()];
  }

  get size(): number {
    return this.pending?.size ?? this.rows.size;
  }

  put(row: T): T {
    const id = this.idOf(row);
    this.table.set(id, row);
    this.notify({ kind: 'put', table: this.name, id, row });
    return row;
  }
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

  faults: FaultSettings = { ...NO_FAULTS };

  /**
   * `seed`: the seed data, from the build's seed file (the browser) or built by the seed's code
   * (`builtSeed()`, in Node). A reset reads it again: a store never changes a row in place (every
   * write puts a new row, `Table.put`), so the seed's rows stay as they were (the built seed is
   * frozen, so a change in place would fail loudly in the tests instead of leaking into a reset).
   */
  constructor(private readonly seed: SeedSource) {
    this.load(seed);
  }

  /** The apps users can install (read from the seed when first asked for). */
  get catalog(): CatalogApp[] {
    return this.seed.read('catalog');
  }

  /** Option lists served by the provider endpoints, by list name. */
  get providerLists(): Record<string, ProviderOption[]> {
    return this.seed.read('providerLists');
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

  /** Every table from `seed`, each read when first used. */
  private load(seed: SeedSource): void {
    this.workflows.defer(seed.size('workflows'), () => seed.read('workflows'));
    this.actionTypes.defer(seed.size('actionTypes'), () => seed.read('actionTypes'));
    this.users.defer(seed.size('users'), () => seed.read('users'));
    this.installedApps.defer(seed.size('installedApps'), () => seed.read('installedApps'));
    this.executions.defer(seed.size('executions'), () => seed.read('executions'));
    this.actions.defer(seed.size('actions'), () => seed.read('actions'));
    this.events.defer(seed.size('events'), () => seed.read('events'));
  }

  /** Back to the seed data, with the fault switches off. */
  reset(): void {
    this.load(this.seed);
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
