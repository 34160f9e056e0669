import { useOutletContext } from 'react-router';
import type { Workflow } from '@/api/models';

export interface WorkflowRouteContext {
  workflow: Workflow;
  userKey: string;
  /** Opens the Run dialog, its data prefilled with `data` (a run to repeat) when given. */
  openRun: (data?: Record<string, unknown>) => void;
}

/** The workflow the detail layout loaded, for its tabs. */
export function useWorkflowRoute(): WorkflowRouteContext {
  return useOutletContext<WorkflowRouteContext>();
}
