/**
 * In the stop confirmation: how many running executions the console can see for this user and these
 * filters (../visible-running.ts), found while the dialog is open, with its progress.
 */
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isNotOffered } from '@/api/extensions';
import type { StopExecutionsBody } from '@/api/models';
import { extensionState } from '@/config/extensions';
import { listWorkflowActions } from '@/features/actions';
import { getExecution, listWorkflows } from '@/features/workflows';
import { findVisibleRunning, type VisibleRunning } from '../visible-running';

const plural = (count: number, word: string) => `${String(count)} ${word}${count === 1 ? '' : 's'}`;

async function executionOrNull(id: string) {
  try {
    return await getExecution(id);
  } catch (error) {
    if (isNotOffered(error, 'execution')) return null;
    throw error;
  }
}

function sentence(found: VisibleRunning, userKey: string): string {
  const seen = `The console sees ${plural(found.running, 'running execution')} of “${userKey}” (in the newest actions of ${plural(found.workflows, 'workflow')} that ran${found.capped ? ', the first ones only' : ''})`;
  if (found.unchecked)
    return `${seen}; which of them this stop matches is not known: ${found.unchecked}.`;
  const matched = found.matching ?? 0;
  if (matched === found.running)
    return `${seen}; this stop matches ${found.running === 1 ? 'it' : 'all of them'}.`;
  return `${seen}; ${matched === 1 ? '1 of them matches' : `${String(matched)} of them match`} the filters.`;
}

export function StopPreview({ body }: { body: StopExecutionsBody }) {
  const [progress, setProgress] = useState<[number, number] | null>(null);
  const userKey = body.user_key ?? 'main';
  const found = useQuery({
    queryKey: ['stop-preview', body] as const,
    queryFn: ({ signal }) =>
      findVisibleRunning(body, {
        listWorkflows: (user, after) =>
          listWorkflows(
            { user_key: user, limit: 100, ...(after ? { starting_after: after } : {}) },
            signal,
          ),
        listActions: (workflowId) => listWorkflowActions(workflowId, { limit: 100 }, signal),
        getExecution: extensionState('execution') === 'not-offered' ? null : executionOrNull,
        onProgress: (done, total) => setProgress([done, total]),
      }),
    staleTime: 0,
    retry: false,
  });
  if (found.isError) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        The console could not count the running executions it sees ({found.error.message}); the stop
        works all the same.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mt: 2 }} role="status" aria-live="polite">
      {found.data
        ? sentence(found.data, userKey)
        : `Counting the running executions the console can see${progress ? ` (${String(progress[0])} of ${plural(progress[1], 'workflow')} read)` : ''}…`}
    </Alert>
  );
}
