import { useOutletContext } from 'react-router';
import type { Workflow } from '@/api/models';

export interface WorkflowRouteContext {
  workflow: Workflow;
  userKey: string;
}

/** The workflow the detail layout loaded, for its tabs. */
export function useWorkflowRoute(): WorkflowRouteContext {
  return useOutletContext<WorkflowRouteContext>();
}
