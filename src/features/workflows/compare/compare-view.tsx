/**
 * The compare tab: any two layouts (by default this workflow's published version and its draft),
 * named by the URL. While a side is being fetched, or cannot be had, the page says so and the
 * "Compare with…" button stays, so the user can always choose again.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Workflow } from '@/api/models';
import { ErrorState } from '@/components/error-state';
import { SkeletonText } from '@/components/skeleton-text';
import { ComparisonView, type ComparisonViewProps } from './comparison-view';
import type { CompareViewName } from './compare-views';
import { ComparePicker } from './sides/compare-picker';
import { isDraftPair, type SidePair, type SideSpec } from './sides/side-spec';
import type { SideState } from './sides/use-compare-side';
import type { IconsByActionType } from './to-flow';

interface CompareViewProps {
  workflow: Workflow;
  userKey: string;
  pair: SidePair;
  base: SideState;
  head: SideState;
  view: CompareViewName | null;
  nodeId: string | null;
  hideMoves: boolean;
  kinds: ComparisonViewProps['kinds'];
  panelOpen: boolean;
  hunksOverlay: boolean;
  icons: IconsByActionType;
  onSidesChange: (pair: { base: SideSpec; head: SideSpec }) => void;
  onViewChange: ComparisonViewProps['onViewChange'];
  onNodeChange: (nodeId: string | null) => void;
  onHideMovesChange: (hide: boolean) => void;
  onKindsChange: ComparisonViewProps['onKindsChange'];
  onHunksOverlayChange: (overlay: boolean) => void;
  onPanelChange: (open: boolean) => void;
  canvasLink: (nodeId: string) => string;
}

function Problems({ title, problems }: { title: string; problems: { message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 1, py: 0 }}>
      <details>
        <summary>
          {title}: {problems.length} problem{problems.length === 1 ? '' : 's'} the canvas worked
          around
        </summary>
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {problems.map((problem, index) => (
            <li key={index} style={{ overflowWrap: 'anywhere' }}>
              {problem.message}
            </li>
          ))}
        </ul>
      </details>
    </Alert>
  );
}

function SideNotReady({ state }: { state: Exclude<SideState, { status: 'ready' }> }) {
  if (state.status === 'loading')
    return (
      <Box aria-busy="true" sx={{ my: 2 }}>
        <Typography color="text.secondary">{state.what}: loading…</Typography>
        <SkeletonText style={{ width: '100%', height: 320, marginTop: 12 }} />
      </Box>
    );
  return typeof state.error === 'string' ? (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {state.what} cannot be compared: {state.error}
    </Alert>
  ) : (
    <ErrorState
      error={state.error}
      what={`Loading ${state.what.charAt(0).toLowerCase()}${state.what.slice(1)}`}
    />
  );
}

export function CompareView(props: CompareViewProps) {
  const { workflow, pair, base, head } = props;
  const picker = (
    <ComparePicker
      workflowId={workflow.id}
      hasTemplate={workflow.account_template_id !== null}
      actingUserKey={props.userKey}
      base={pair.base}
      head={pair.head}
      onChange={props.onSidesChange}
    />
  );
  const urlProblems =
    pair.problems.length > 0 ? (
      <Alert severity="warning" sx={{ mb: 1 }}>
        {pair.problems.join(' ')} The default is shown instead.
      </Alert>
    ) : null;

  if (base.status !== 'ready' || head.status !== 'ready') {
    return (
      <Box>
        {picker}
        {urlProblems}
        {base.status !== 'ready' ? <SideNotReady state={base} /> : null}
        {head.status !== 'ready' ? <SideNotReady state={head} /> : null}
      </Box>
    );
  }
  return (
    <ComparisonView
      base={base.side}
      head={head.side}
      hasDraft={isDraftPair(pair) ? workflow.has_draft : null}
      picker={picker}
      view={props.view}
      nodeId={props.nodeId}
      hideMoves={props.hideMoves}
      kinds={props.kinds}
      onKindsChange={props.onKindsChange}
      panelOpen={props.panelOpen}
      hunksOverlay={props.hunksOverlay}
      icons={props.icons}
      onViewChange={props.onViewChange}
      onNodeChange={props.onNodeChange}
      onHideMovesChange={props.onHideMovesChange}
      onHunksOverlayChange={props.onHunksOverlayChange}
      onPanelChange={props.onPanelChange}
      canvasLink={props.canvasLink}
      problems={
        <>
          {urlProblems}
          <Problems title={`${base.side.title} layout`} problems={base.side.layout.problems} />
          <Problems title={`${head.side.title} layout`} problems={head.side.layout.problems} />
        </>
      }
    />
  );
}
