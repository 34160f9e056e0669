/**
 * Session records an instance has read from its store, kept for at most
 * `ttlMs`, so a busy browser's reads cost one database read a second instead of one per request
 * (writes always read the record: session.ts). What this instance ends is forgotten at once; what
 * another instance ends is refused here once the entry is older than `ttlMs` (docs/gateway.md says
 * so). Only live records are kept, a bounded number of them.
 */
import type { SessionRecord } from '../store/sessions';

export interface SessionCache {
  get: (id: string, now: number) => SessionRecord | undefined;
  set: (record: SessionRecord, now: number) => void;
  forget: (ids: readonly string[]) => void;
}

const MAX_ENTRIES = 10_000;

export function createSessionCache(ttlMs: number): SessionCache {
  const entries = new Map<string, { record: SessionRecord; readAt: number }>();
  if (ttlMs <= 0) return { get: () => undefined, set: () => undefined, forget: () => undefined };
  return {
    get(id, now) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (now - entry.readAt < ttlMs) return entry.record;
      entries.delete(id);
      return undefined;
    },
    set(record, now) {
      if (entries.size >= MAX_ENTRIES) {
        for (const [id, entry] of entries) if (now - entry.readAt >= ttlMs) entries.delete(id);
        if (entries.size >= MAX_ENTRIES) entries.clear();
      }
      entries.set(record.id, { record, readAt: now });
    },
    forget(ids) {
      for (const id of ids) entries.delete(id);
    },
  };
}
