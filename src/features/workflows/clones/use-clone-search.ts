/** Runs the clone search when asked, with its progress as state and a cancel that stops it at once. */
import { useEffect, useRef, useState } from 'react';
import type { ParsedLayout } from '@/api/models';
import { searchClones, type CloneSearchApi, type CloneSearchProgress } from './clone-search';
import { cloneSearchApi } from './clone-search-api';

export type CloneSearchState =
  | { status: 'idle' }
  | { status: 'running' | 'done' | 'cancelled'; progress: CloneSearchProgress }
  | { status: 'failed'; progress: CloneSearchProgress; error: unknown };

const EMPTY: CloneSearchProgress = {
  usersTotal: null,
  usersSearched: [],
  usersFailed: [],
  workflowsRead: 0,
  clones: [],
};

export function useCloneSearch(
  template: { id: string; createdAt: string | null; layout: ParsedLayout },
  api: CloneSearchApi = cloneSearchApi,
) {
  const [state, setState] = useState<CloneSearchState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = () => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    let latest = EMPTY;
    setState({ status: 'running', progress: EMPTY });
    searchClones(template, api, {
      signal: own.signal,
      onProgress: (progress) => {
        latest = progress;
        if (!own.signal.aborted) setState({ status: 'running', progress });
      },
    }).then(
      (progress) => {
        if (!own.signal.aborted) setState({ status: 'done', progress });
      },
      (error: unknown) => {
        if (!own.signal.aborted) setState({ status: 'failed', progress: latest, error });
      },
    );
    // Kept for the cancel below.
    own.signal.addEventListener(
      'abort',
      () => setState({ status: 'cancelled', progress: latest }),
      {
        once: true,
      },
    );
  };
  const cancel = () => controller.current?.abort();
  return { state, start, cancel };
}
