/**
 * A list's saved views and saving or deleting one: in this browser (demo and live mode) or in the
 * gateway's store (gateway mode), behind one interface (./saved-views.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { connectionStore } from '@/config/connection';
import { safeStorage } from '@/lib/storage';
import { useStore } from '@/lib/store';
import { deleteGatewayView, fetchGatewayViews, saveGatewayView } from './gateway-views';
import {
  deleteLocalView,
  readLocalViews,
  saveLocalView,
  type SavedView,
  type ViewList,
} from './saved-views';

export interface SavedViews {
  /** Where views are kept: this browser or the gateway (which can share them). */
  where: 'browser' | 'gateway';
  views: SavedView[] | undefined;
  /** Reading them failed (gateway). */
  error: unknown;
  save: (view: { name: string; query: string; shared: boolean }) => Promise<SavedView>;
  remove: (view: SavedView) => Promise<void>;
}

/** An id for a view kept in this browser (unique enough among a list's fifty). */
const newViewId = () => `view-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const viewsKey = (list: ViewList) => ['gateway', 'views', list] as const;

function useGatewayViews(list: ViewList, enabled: boolean): SavedViews {
  const client = useQueryClient();
  const views = useQuery({
    queryKey: viewsKey(list),
    queryFn: ({ signal }) => fetchGatewayViews(list, signal),
    enabled,
  });
  const refresh = () => client.invalidateQueries({ queryKey: viewsKey(list) });
  const save = useMutation({
    mutationFn: (view: { name: string; query: string; shared: boolean }) =>
      saveGatewayView(list, view),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (view: SavedView) => deleteGatewayView(view.id),
    onSettled: refresh,
  });
  return {
    where: 'gateway',
    views: views.data,
    error: views.error,
    save: save.mutateAsync,
    remove: remove.mutateAsync,
  };
}

function useLocalViews(list: ViewList): SavedViews {
  const storage = safeStorage('localStorage');
  const [, setVersion] = useState(0);
  const changed = () => setVersion((version) => version + 1);
  return {
    where: 'browser',
    views: readLocalViews(storage, list),
    error: null,
    save: (view) => {
      const saved = saveLocalView(storage, list, view, newViewId);
      changed();
      return 'error' in saved ? Promise.reject(new Error(saved.error)) : Promise.resolve(saved);
    },
    remove: (view) => {
      deleteLocalView(storage, list, view.id);
      changed();
      return Promise.resolve();
    },
  };
}

export function useSavedViews(list: ViewList): SavedViews {
  const { mode } = useStore(connectionStore);
  const gateway = useGatewayViews(list, mode === 'gateway');
  const local = useLocalViews(list);
  return mode === 'gateway' ? gateway : local;
}
