import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { CompareView } from '@/features/workflows/compare/compare-view';
import { isCompareView } from '@/features/workflows/compare/compare-views';
import { readKinds } from '@/features/workflows/compare/change-kinds';
import { readSidePair, sidePairSearch } from '@/features/workflows/compare/sides/side-spec';
import { useCompareSide } from '@/features/workflows/compare/sides/use-compare-side';
import { useWorkflowRoute } from './context';
import { useWorkflowActionTypes } from './use-action-types';

/**
 * `/workflows/:id/compare?view=split|overlay|changes|published|draft&base=…&head=…&node=<id>
 * &hideMoves=1&kinds=added,removed&panel=hidden&hunks=overlay` (the sides: see sides/side-spec.ts;
 * `kinds`: the kinds of change listed, all when absent).
 */
export function WorkflowComparePage() {
  const { workflow, userKey } = useWorkflowRoute();
  const [search, setSearch] = useSearchParams();
  const { icons } = useWorkflowActionTypes(workflow);
  const baseParam = search.get('base');
  const headParam = search.get('head');
  const pair = useMemo(() => readSidePair(baseParam, headParam), [baseParam, headParam]);
  const base = useCompareSide(workflow, pair.base, userKey);
  const head = useCompareSide(workflow, pair.head, userKey);
  const raw = search.get('view');
  const update = (patch: Record<string, string | null>, replace: boolean) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    // View state: the page stays where it is scrolled.
    setSearch(next, { replace, preventScrollReset: true });
  };
  const canvasLink = (nodeId: string) => {
    const next = new URLSearchParams(search);
    next.set('view', 'split');
    next.set('node', nodeId);
    return paths.workflow(workflow.id, 'compare', next);
  };
  return (
    <CompareView
      workflow={workflow}
      userKey={userKey}
      pair={pair}
      base={base}
      head={head}
      view={isCompareView(raw) ? raw : null}
      nodeId={search.get('node')}
      hideMoves={search.get('hideMoves') === '1'}
      kinds={readKinds(search.get('kinds'))}
      onKindsChange={(kinds) => update({ kinds: kinds.length > 0 ? kinds.join(',') : null }, true)}
      panelOpen={search.get('panel') !== 'hidden'}
      hunksOverlay={search.get('hunks') === 'overlay'}
      icons={icons}
      onSidesChange={(next) => update({ ...sidePairSearch(next), node: null }, false)}
      // A view chosen is always written: the default depends on the layout and the screen.
      onViewChange={(next) => update({ view: next }, false)}
      onNodeChange={(nodeId) => update({ node: nodeId }, true)}
      onHideMovesChange={(hide) => update({ hideMoves: hide ? '1' : null }, true)}
      onHunksOverlayChange={(overlay) => update({ hunks: overlay ? 'overlay' : null }, true)}
      onPanelChange={(open) => update({ panel: open ? null : 'hidden' }, true)}
      canvasLink={canvasLink}
    />
  );
}
