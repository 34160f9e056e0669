import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { Workflow } from '@/api/models';
import { ErrorBoundary } from '@/components/error-boundary';
import { SwitchField } from '@/components/form/native-fields';
import { SegmentedControl } from '@/components/segmented-control';
import { createViewportBus, LayoutCanvas } from './canvas/layout-canvas';
import { ChangeList } from './change-list';
import { compareWorkflow, type Change } from './changes';
import { DraftBanner } from './draft-banner';
import { nodeFlags } from './layout-diff';
import { Legend } from './legend';
import { SelectedNode } from './selected-node';
import {
  overlayFlow,
  sideFlow,
  splitFlows,
  type FlowGraph,
  type IconsByActionType,
} from './to-flow';

export const COMPARE_VIEWS = {
  split: 'Side by side',
  overlay: 'Overlay',
  published: 'Published',
  draft: 'Draft',
} as const;
export type CompareViewName = keyof typeof COMPARE_VIEWS;

export function isCompareView(value: string | null): value is CompareViewName {
  return value !== null && Object.prototype.hasOwnProperty.call(COMPARE_VIEWS, value);
}

interface CompareViewProps {
  workflow: Pick<
    Workflow,
    | 'has_draft'
    | 'template'
    | 'template_draft'
    | 'event_trigger'
    | 'event_trigger_draft'
    | 'match_conditions'
    | 'match_conditions_draft'
    | 'trigger_conditions'
    | 'trigger_conditions_draft'
  >;
  view: CompareViewName;
  nodeId: string | null;
  hideMoves: boolean;
  icons: IconsByActionType;
  onViewChange: (view: CompareViewName) => void;
  onNodeChange: (nodeId: string | null) => void;
  onHideMovesChange: (hide: boolean) => void;
}

const EMPTY_GRAPH: FlowGraph = { nodes: [], edges: [], positions: new Map() };

const CANVAS_HEIGHT = 'max(440px, calc(100vh - 340px))';

/** The same graph with one node marked focused (other node objects are reused, so they do not re-render). */
function withFocus(graph: FlowGraph, focusId: string | null): FlowGraph {
  if (focusId === null) return graph;
  return {
    ...graph,
    nodes: graph.nodes.map((node) =>
      node.id === focusId && node.type !== 'moveMarker'
        ? { ...node, data: { ...node.data, focused: true } }
        : node,
    ),
  };
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

function Problems({ title, problems }: { title: string; problems: { message: string }[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 1 }}>
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

export function CompareView(props: CompareViewProps) {
  const { workflow, view, nodeId, hideMoves, icons } = props;
  const comparison = useMemo(() => compareWorkflow(workflow), [workflow]);
  const flags = useMemo(() => nodeFlags(comparison.layout), [comparison]);
  const changes = useMemo(
    () =>
      hideMoves ? comparison.changes.filter((change) => change.effective) : comparison.changes,
    [comparison, hideMoves],
  );
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  // The canvas is drawn first; the change list and legend follow as a transition (interruptible, so
  // the canvas paints first; their space is kept, so nothing moves).
  const [sidePanel, setSidePanel] = useState(false);
  useEffect(() => {
    startTransition(() => setSidePanel(true));
  }, []);
  const chosen = changes.find((change) => change.key === chosenKey);
  // The URL's node wins (back/forward, pasted links); a chosen change that is not about a node stays.
  const selected: Change | undefined =
    chosen && chosen.nodeId === nodeId
      ? chosen
      : nodeId !== null
        ? changes.find((change) => change.nodeId === nodeId)
        : chosen;

  const select = (change: Change) => {
    setChosenKey(change.key);
    props.onNodeChange(change.nodeId);
  };
  const selectNode = (id: string) => {
    setChosenKey(changes.find((change) => change.nodeId === id)?.key ?? null);
    props.onNodeChange(id);
  };
  const step = (direction: 1 | -1) => {
    if (changes.length === 0) return;
    const index = selected ? changes.indexOf(selected) : direction === 1 ? -1 : changes.length;
    const next = changes[(index + direction + changes.length) % changes.length];
    if (next) select(next);
  };

  // The key listener is added once and always steps through the current changes.
  const stepOnKey = useEffectEvent(step);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'n') stepOnKey(1);
      else if (event.key === 'p') stepOnKey(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const focusId = selected?.nodeId ?? nodeId;
  // Only the graphs the current view shows are built (they are the costly part for big layouts).
  const graphs = useMemo((): Partial<Record<'published' | 'draft' | 'overlay', FlowGraph>> => {
    if (view === 'overlay')
      return { overlay: overlayFlow(comparison, flags, icons, null, { showMoves: !hideMoves }) };
    if (view === 'split') return splitFlows(comparison, flags, icons);
    return { [view]: sideFlow(comparison, view, flags, icons) };
  }, [view, comparison, flags, icons, hideMoves]);
  const bus = useMemo(() => createViewportBus(), []);
  const overlayFocusId =
    focusId !== null && !comparison.draft.nodeById.has(focusId) ? `ghost:${focusId}` : focusId;
  // New node arrays make React Flow re-read every node: build them only when the graph or focus changes.
  const shown = useMemo(
    () => ({
      published: graphs.published && withFocus(graphs.published, focusId),
      draft: graphs.draft && withFocus(graphs.draft, focusId),
      overlay: graphs.overlay && withFocus(graphs.overlay, overlayFocusId),
    }),
    [graphs, focusId, overlayFocusId],
  );

  return (
    <Box>
      <DraftBanner state={comparison.state} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'center' } }}
      >
        <SegmentedControl
          label="Compare view"
          value={view}
          onChange={props.onViewChange}
          options={(Object.keys(COMPARE_VIEWS) as CompareViewName[]).map((name) => ({
            value: name,
            label: COMPARE_VIEWS[name],
          }))}
        />
        <SwitchField
          label="Hide layout-only moves"
          checked={hideMoves}
          onChange={props.onHideMovesChange}
        />
      </Stack>
      <Problems title="Published layout" problems={comparison.published.problems} />
      <Problems title="Draft layout" problems={comparison.draft.problems} />
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'stretch' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ErrorBoundary what="the canvas" resetKeys={[workflow, view]}>
            {view === 'split' ? (
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
                {(['published', 'draft'] as const).map((side) => (
                  <Paper
                    key={side}
                    variant="outlined"
                    sx={{ flex: 1, minWidth: 0, overflow: 'hidden', contain: 'content' }}
                  >
                    <Typography
                      variant="subtitle2"
                      component="h2"
                      sx={{ px: 1.5, py: 0.75, borderBottom: 1, borderColor: 'divider' }}
                    >
                      {side === 'published' ? 'Published' : 'Draft'}
                    </Typography>
                    <LayoutCanvas
                      id={`canvas-${side}`}
                      label={side === 'published' ? 'Published layout' : 'Draft layout'}
                      graph={shown[side] ?? EMPTY_GRAPH}
                      focusNodeId={focusId}
                      bus={bus}
                      height={CANVAS_HEIGHT}
                      onNodeClick={selectNode}
                    />
                  </Paper>
                ))}
              </Stack>
            ) : (
              <Paper variant="outlined" sx={{ overflow: 'hidden', contain: 'content' }}>
                <LayoutCanvas
                  key={view}
                  id={`canvas-${view}`}
                  label={
                    view === 'overlay'
                      ? 'Overlay of the published and draft layouts'
                      : `${COMPARE_VIEWS[view]} layout`
                  }
                  graph={
                    view === 'overlay'
                      ? (shown.overlay ?? EMPTY_GRAPH)
                      : (shown[view] ?? EMPTY_GRAPH)
                  }
                  focusNodeId={view === 'overlay' ? overlayFocusId : focusId}
                  height={CANVAS_HEIGHT}
                  onNodeClick={selectNode}
                />
              </Paper>
            )}
          </ErrorBoundary>
        </Box>
        <Paper
          variant="outlined"
          sx={{ width: { lg: 360 }, flex: 'none', p: 2, minHeight: 420, contain: 'content' }}
        >
          {sidePanel ? (
            <ErrorBoundary what="the change list" resetKeys={[workflow, hideMoves]}>
              {focusId ? <SelectedNode comparison={comparison} nodeId={focusId} /> : null}
              <ChangeList
                changes={changes}
                counts={comparison.counts}
                selectedKey={selected?.key ?? null}
                onSelect={select}
                onStep={step}
              />
              <Legend />
            </ErrorBoundary>
          ) : (
            <Typography variant="body2" color="text.secondary" aria-busy="true">
              Listing the changes…
            </Typography>
          )}
        </Paper>
      </Stack>
    </Box>
  );
}
