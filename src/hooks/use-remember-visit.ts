import { useEffect } from 'react';
import { connectionStore } from '@/config/connection';
import { recentScope, rememberVisit, type RecentRecord } from '@/config/recent';
import { useStore } from '@/lib/store';

/** Notes a record as visited (for the command palette's "Recent") once its name is known. */
export function useRememberVisit(record: RecentRecord | null): void {
  const scope = recentScope(useStore(connectionStore));
  const { kind, id, label, detail, path } = record ?? {};
  useEffect(() => {
    if (kind && id && label !== undefined && path)
      rememberVisit(scope, { kind, id, label, detail, path });
  }, [scope, kind, id, label, detail, path]);
}
