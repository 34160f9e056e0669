/**
 * The records visited recently, kept per connection (the demo, or each live service by its base URL)
 * in local storage, newest first: kind, id, name and where it lives. Nothing secret: no key, no
 * field values, only what the page's own URL and heading already show.
 */
import { createStore, type Store } from '@/lib/store';
import { readStored, safeStorage, writeStored } from '@/lib/storage';
import { isPlainObject } from '@/utils/guards';
import type { Connection } from './connection';

export type RecentKind = 'workflow' | 'action-type' | 'installed-app' | 'user';

export interface RecentRecord {
  kind: RecentKind;
  id: string;
  label: string;
  /** A second line: a key, an identifier. */
  detail?: string;
  path: string;
}

export const RECENT_LIMIT = 10;
export const RECENT_KEY = 'wfc.recent';
const KINDS: readonly string[] = ['workflow', 'action-type', 'installed-app', 'user'];

/** Which connection the records belong to: records of one service never show for another. */
export function recentScope(connection: Pick<Connection, 'mode' | 'baseUrl'>): string {
  return connection.mode === 'demo' ? 'demo' : `live:${connection.baseUrl.replace(/\/+$/, '')}`;
}

type Saved = Record<string, RecentRecord[]>;

function isRecentRecord(item: unknown): item is RecentRecord {
  return (
    isPlainObject(item) &&
    typeof item.kind === 'string' &&
    KINDS.includes(item.kind) &&
    typeof item.id === 'string' &&
    typeof item.label === 'string' &&
    typeof item.path === 'string' &&
    item.path.startsWith('/') &&
    (item.detail === undefined || typeof item.detail === 'string')
  );
}

function load(): Saved {
  const saved = readStored<Saved>(safeStorage('localStorage'), RECENT_KEY);
  return Object.fromEntries(
    Object.entries(saved).map(([scope, list]) => [
      scope,
      Array.isArray(list) ? list.filter(isRecentRecord).slice(0, RECENT_LIMIT) : [],
    ]),
  );
}

export const recentStore: Store<Saved> = createStore(load(), (value) =>
  writeStored(safeStorage('localStorage'), RECENT_KEY, value),
);

/** A list with `record` first, its older visit gone, at most RECENT_LIMIT long. */
export function withVisit(list: readonly RecentRecord[], record: RecentRecord): RecentRecord[] {
  const rest = list.filter((item) => !(item.kind === record.kind && item.id === record.id));
  return [record, ...rest].slice(0, RECENT_LIMIT);
}

export function rememberVisit(scope: string, record: RecentRecord): void {
  const saved = recentStore.get();
  const list = saved[scope] ?? [];
  const first = list[0];
  if (
    first?.kind === record.kind &&
    first.id === record.id &&
    first.label === record.label &&
    first.detail === record.detail
  )
    return;
  recentStore.set({ ...saved, [scope]: withVisit(list, record) });
}

export function recentOf(scope: string): readonly RecentRecord[] {
  return recentStore.get()[scope] ?? [];
}

/** Reloads from storage (tests). */
export function reloadRecent(): void {
  recentStore.set(load());
}
