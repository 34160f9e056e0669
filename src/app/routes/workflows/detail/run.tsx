import { useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { RunView } from '@/features/workflows/run-view/run-view';
import { useWorkflowRoute } from './context';
import { useWorkflowActionTypes } from './use-action-types';

/** `/workflows/:id/runs/:executionId?node=<node id>`: one run on the layout it ran. */
export function WorkflowRunPage() {
  const { workflow, userKey, openRun } = useWorkflowRoute();
  const { executionId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const { icons } = useWorkflowActionTypes(workflow);
  return (
    <RunView
      // A new run is a new view: its polling and selection start afresh.
      key={executionId}
      workflow={workflow}
      executionId={executionId}
      nodeId={search.get('node')}
      icons={icons}
      userKey={userKey}
      onNodeChange={(nodeId) => {
        const next = new URLSearchParams(search);
        if (nodeId === null) next.delete('node');
        else next.set('node', nodeId);
        setSearch(next, { replace: true, preventScrollReset: true });
      }}
      onRunAgain={openRun}
      onStarted={(id) => void navigate(paths.run(workflow.id, id))}
    />
  );
}
