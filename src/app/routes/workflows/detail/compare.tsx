import { useSearchParams } from 'react-router';
import {
  CompareView,
  isCompareView,
  type CompareViewName,
} from '@/features/workflows/compare/compare-view';
import { useWorkflowRoute } from './context';
import { useWorkflowActionTypes } from './use-action-types';

/** `/workflows/:id/compare?view=split|overlay|published|draft&node=<id>&hideMoves=1` */
export function WorkflowComparePage() {
  const { workflow } = useWorkflowRoute();
  const [search, setSearch] = useSearchParams();
  const { icons } = useWorkflowActionTypes(workflow);
  const raw = search.get('view');
  const view: CompareViewName = isCompareView(raw) ? raw : 'split';
  const update = (patch: Record<string, string | null>, replace: boolean) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    // View state: the page stays where it is scrolled.
    setSearch(next, { replace, preventScrollReset: true });
  };
  return (
    <CompareView
      workflow={workflow}
      view={view}
      nodeId={search.get('node')}
      hideMoves={search.get('hideMoves') === '1'}
      icons={icons}
      onViewChange={(next) => update({ view: next === 'split' ? null : next }, false)}
      onNodeChange={(nodeId) => update({ node: nodeId }, true)}
      onHideMovesChange={(hide) => update({ hideMoves: hide ? '1' : null }, true)}
    />
  );
}
