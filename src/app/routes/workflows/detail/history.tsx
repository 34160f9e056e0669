import { WorkflowHistory } from '@/features/history/history-page';
import { useWorkflowRoute } from './context';

/**
 * `/workflows/:id/history?limit=&starting_after=&ending_before=`: the versions the gateway has seen
 * (gateway mode; elsewhere the tab says where history is kept).
 */
export function WorkflowHistoryPage() {
  const { workflow, userKey } = useWorkflowRoute();
  return <WorkflowHistory workflow={workflow} userKey={userKey} />;
}
