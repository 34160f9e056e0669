/**
 * The JSON file loaded to compare with, per workflow, for this tab: kept in session storage (it
 * survives a reload and goes when the tab closes; nothing is sent anywhere), or only in memory when
 * the browser will not store it (too big, storage blocked), which the screen then says.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { safeStorage } from '@/lib/storage';
import { readLayoutFile, type LayoutFile } from './layout-file';

export interface StoredFile {
  name: string;
  text: string;
}

const KEY_PREFIX = 'wfc.compare-file:';
const memory = new Map<string, StoredFile>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function fromSession(workflowId: string): StoredFile | null {
  try {
    const raw = safeStorage('sessionStorage')?.getItem(`${KEY_PREFIX}${workflowId}`);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'name' in value &&
      'text' in value &&
      typeof value.name === 'string' &&
      typeof value.text === 'string'
    )
      return { name: value.name, text: value.text };
  } catch {
    // Unreadable or blocked: as if nothing were stored.
  }
  return null;
}

/** Keeps the file for this workflow; says whether it will survive a reload. */
export function storeLayoutFile(workflowId: string, file: StoredFile): { persisted: boolean } {
  memory.set(workflowId, file);
  let persisted = false;
  try {
    const storage = safeStorage('sessionStorage');
    if (storage) {
      storage.setItem(`${KEY_PREFIX}${workflowId}`, JSON.stringify(file));
      persisted = true;
    }
  } catch {
    safeStorage('sessionStorage')?.removeItem(`${KEY_PREFIX}${workflowId}`);
  }
  changed();
  return { persisted };
}

export function forgetLayoutFile(workflowId: string): void {
  memory.delete(workflowId);
  try {
    safeStorage('sessionStorage')?.removeItem(`${KEY_PREFIX}${workflowId}`);
  } catch {
    // Blocked storage holds nothing to forget.
  }
  changed();
}

function storedFile(workflowId: string): { file: StoredFile; persisted: boolean } | null {
  const session = fromSession(workflowId);
  if (session) return { file: session, persisted: true };
  const kept = memory.get(workflowId);
  return kept ? { file: kept, persisted: false } : null;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The file loaded for this workflow in this tab, read (null when there is none or it is unusable). */
export function useLayoutFile(workflowId: string): { file: LayoutFile | null; persisted: boolean } {
  const current = useSyncExternalStore(subscribe, () => version);
  // `current` changes whenever a file is stored or forgotten: read again then.
  return useMemo(() => {
    const stored = storedFile(workflowId);
    if (!stored) return { file: null, persisted: false };
    const read = readLayoutFile(stored.file.name, stored.file.text);
    return { file: read.ok ? read.file : null, persisted: stored.persisted };
  }, [workflowId, current]);
}
