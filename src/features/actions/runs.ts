/** Runs as the console reads them: the shared grouping (src/lib/runs) over the interface's actions. */
import type { Action } from '@/api/models';
import type { RunOf } from '@/lib/runs/group-runs';

export {
  groupRuns,
  runStatus,
  stepEnd,
  stepTime,
  type LoadedPages,
  type RunStatus,
  type StepCounts,
} from '@/lib/runs/group-runs';

export type Run = RunOf<Action>;
