/**
 * The workflow's form and the user's answers, loaded once when the form starts (and again on Retry).
 * A plain effect, not the console's query cache: the frame shows one form, and leaving TanStack Query
 * out keeps it out of the embed's first load (it comes with the first AsyncSelect, if any).
 */
import { useEffect, useState } from 'react';
import type { EmbedWorkflow } from '@/api/decode/embed-workflow';
import type { EmbedApi } from '../api/embed-api';

interface Loading {
  attempt: number;
  workflow?: EmbedWorkflow;
  error?: unknown;
}

export function useWorkflow(api: EmbedApi, workflowId: string) {
  const [state, setState] = useState<Loading>({ attempt: 0 });
  const { attempt } = state;
  useEffect(() => {
    let current = true;
    api.getWorkflow(workflowId).then(
      (workflow) => {
        if (current) setState({ attempt, workflow });
      },
      (error: unknown) => {
        if (current) setState({ attempt, error: error ?? new Error('Loading failed.') });
      },
    );
    return () => {
      current = false;
    };
  }, [api, workflowId, attempt]);
  return {
    workflow: state.workflow,
    error: state.error,
    retry: () => setState({ attempt: attempt + 1 }),
  };
}
