/** The runs table's columns (the table's, the column chooser's, the export's) and their CSV cells. */
import type { Column } from '@/components/data-table/columns';
import type { CsvCells } from '@/components/list-tools/csv-export';
import type { Run } from './runs';

export type RunColumn =
  'run' | 'workflow' | 'started' | 'steps' | 'failed' | 'finished' | 'duration';

export const RUN_COLUMNS: readonly Column<RunColumn>[] = [
  { id: 'run', label: 'Run', minWidth: 210, priority: 1 },
  { id: 'workflow', label: 'Workflow', minWidth: 200, priority: 2 },
  { id: 'started', label: 'Started', width: 124, priority: 2 },
  {
    id: 'steps',
    label: 'Steps',
    width: 170,
    priority: 2,
    hint: 'Steps loaded: done, failed, stopped (and running or waiting)',
  },
  { id: 'failed', label: 'Failed step', minWidth: 160, priority: 3 },
  { id: 'finished', label: 'Finished', width: 124, priority: 3 },
  { id: 'duration', label: 'Duration', width: 110, priority: 3, align: 'right' },
];

/** Times in UTC, the duration in seconds, the workflow by id, the failed step by its node. */
export const RUN_CSV: CsvCells<Run, RunColumn> = {
  run: (run) => (run.executionId ? `${run.status} ${run.executionId}` : run.status),
  workflow: (run) => run.workflowId,
  started: (run) => run.startedUtc,
  steps: (run) =>
    `${String(run.counts.completed)} done, ${String(run.counts.failed)} failed, ${String(run.counts.stopped)} stopped`,
  failed: (run) =>
    run.failedStep
      ? [run.failedStep.name || run.failedStep.node_id, run.failureNote].filter(Boolean).join(': ')
      : null,
  finished: (run) => run.finishedUtc,
  duration: (run) => (run.durationMs === null ? null : run.durationMs / 1000),
};
