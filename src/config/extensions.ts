/**
 * What the console has learned about the service's extensions (operations from the vendor's
 * reference that the interface document does not list): for each, offered (it answered), not offered
 * (it answered 404 for the route, 405 or 501), or not known yet. Kept per connection in session
 * storage: a service that lacks publishing is not asked again in this tab, and a new connection (or
 * "Check again" on the Connection page) starts over.
 */
import { createStore, type Store } from '@/lib/store';
import { readStored, safeStorage, writeStored } from '@/lib/storage';
import { connectionStore } from './connection';

export type ExtensionId = 'publish' | 'update' | 'execute' | 'execution' | 'usage';

export const EXTENSION_IDS: readonly ExtensionId[] = [
  'publish',
  'update',
  'execute',
  'execution',
  'usage',
];

export type ExtensionState = 'offered' | 'not-offered' | 'unknown';

export interface ExtensionFinding {
  state: Exclude<ExtensionState, 'unknown'>;
  /** The status that told (200, 404, 405, 501...). */
  status: number;
}

type Findings = Partial<Record<ExtensionId, ExtensionFinding>>;

export const EXTENSIONS_KEY = 'wfc.extensions';

/** The connection the findings belong to: the mode and where requests go. */
function connectionSignature(): string {
  const { mode, baseUrl } = connectionStore.get();
  return mode === 'live' ? `live ${baseUrl}` : mode;
}

function read(): Findings {
  const saved = readStored<{ connection: string; findings: Findings }>(
    safeStorage('sessionStorage'),
    EXTENSIONS_KEY,
  );
  return saved.connection === connectionSignature() ? (saved.findings ?? {}) : {};
}

export const extensionStore: Store<Findings> = createStore(read(), (findings) =>
  writeStored(safeStorage('sessionStorage'), EXTENSIONS_KEY, {
    connection: connectionSignature(),
    findings,
  }),
);

// Another connection has findings of its own (none yet, or what this tab learned about it before).
let signature = connectionSignature();
connectionStore.subscribe(() => {
  const next = connectionSignature();
  if (next === signature) return;
  signature = next;
  extensionStore.set(read());
});

export function extensionState(id: ExtensionId, findings = extensionStore.get()): ExtensionState {
  return findings[id]?.state ?? 'unknown';
}

export function noteExtension(id: ExtensionId, finding: ExtensionFinding): void {
  const findings = extensionStore.get();
  if (findings[id]?.state === finding.state && findings[id].status === finding.status) return;
  extensionStore.set({ ...findings, [id]: finding });
}

/** Forgets what was learned about this connection (the Connection page's "Check again", tests). */
export function forgetExtensions(): void {
  extensionStore.set({});
}

/** Reloads from storage (tests: storage is cleared before each). */
export function reloadExtensions(): void {
  signature = connectionSignature();
  extensionStore.set(read());
}
