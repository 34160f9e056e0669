/**
 * `/workflows/:id/runs/:executionId`: one run on the layout it ran. Each node shows its step's status
 * (with a legend and the same as a list), the edges the run went along are drawn as taken, choosing a
 * node shows its action beside the canvas, and the run is read again while it runs.
 */
import './run-view.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useDeferredValue, useMemo, useState } from 'react';
import type { Workflow } from '@/api/models';
import { ErrorState } from '@/components/error-state';
import { SkeletonText } from '@/components/skeleton-text';
import { CanvasStage } from '../compare/canvas/canvas-stage';
import { themeVariables } from '../compare/canvas/theme-variables';
import { withFocus } from '../compare/stage-canvases';
import type { IconsByActionType } from '../compare/to-flow';
import { useFillHeight } from '../compare/use-fill-height';
import { RunHeader } from './run-header';
import { RunLegend } from './run-legend';
import { runFlow } from './run-flow';
import { StepList } from './step-list';
import { StepPanel } from './step-panel';
import { useRun } from './use-run';

interface RunViewProps {
  workflow: Workflow;
  executionId: string;
  /** The chosen node (`?node=`). */
  nodeId: string | null;
  icons: IconsByActionType;
  userKey: string;
  onNodeChange: (nodeId: string | null) => void;
  onRunAgain: (data?: Record<string, unknown>) => void;
  onStarted: (executionId: string) => void;
}

const MIN_HEIGHT = 420;

export function RunView(props: RunViewProps) {
  const { workflow, executionId, nodeId, icons } = props;
  const theme = useTheme();
  const run = useRun(workflow.id, executionId, workflow.template);
  const [focusRequest, setFocusRequest] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const { ref: fillRef, height: fillHeight } = useFillHeight(MIN_HEIGHT, !fullScreen);
  const { picture, layout } = run;
  const graph = useMemo(
    () => (picture ? runFlow(layout, picture, icons, null) : null),
    [layout, picture, icons],
  );
  const canvases = useMemo(
    () =>
      graph
        ? [
            {
              id: 'canvas-run',
              label: 'Layout of this run',
              title: null,
              graph: withFocus(graph, nodeId),
            },
          ]
        : [],
    [graph, nodeId],
  );
  // The list of steps (one item per node: hundreds on a big layout) follows the canvas in a later,
  // interruptible render, so the layout is drawn first.
  const listed = useDeferredValue(picture, null);
  const select = (id: string) => {
    props.onNodeChange(id);
    setFocusRequest((n) => n + 1);
  };
  if (run.query.isError && !run.data) {
    return (
      <ErrorState
        error={run.query.error}
        what="Loading the run"
        onRetry={() => void run.query.refetch()}
      />
    );
  }
  const firstFailed = picture?.steps.find((step) => step.status === 'failed')?.nodeId ?? null;
  const selected = nodeId ? (picture?.byNode.get(nodeId) ?? null) : null;
  return (
    <Box className="run-view" style={themeVariables(theme)} sx={{ display: 'grid', gap: 2 }}>
      <RunHeader
        workflow={workflow}
        executionId={executionId}
        run={run}
        userKey={props.userKey}
        onRunAgain={props.onRunAgain}
        onStarted={props.onStarted}
      />
      {run.data && !run.data.execution ? (
        <Alert severity="info" role="note">
          {run.data.executionMissing
            ? 'The service has no execution with this id; the steps shown are its actions.'
            : 'This service does not offer GET /executions/{id}: the steps come from the run’s actions (by node), and the layout is the workflow’s published layout now, which the run may not have used.'}
        </Alert>
      ) : null}
      {picture ? <RunLegend counts={picture.counts} /> : null}
      <div className="run-view__main">
        <div
          ref={fillRef}
          role={fullScreen ? 'dialog' : undefined}
          aria-modal={fullScreen ? true : undefined}
          aria-label={fullScreen ? 'Full screen' : undefined}
          style={
            fullScreen
              ? {
                  position: 'fixed',
                  inset: 8,
                  zIndex: 1300,
                  background: theme.palette.background.default,
                }
              : undefined
          }
        >
          {graph ? (
            <CanvasStage
              canvases={canvases}
              focusId={nodeId}
              openingFocusId={firstFailed}
              focusRequest={focusRequest}
              height={fullScreen ? window.innerHeight - 16 : Math.min(fillHeight, 640)}
              fullScreen={fullScreen}
              onFullScreenChange={setFullScreen}
              onNodeClick={select}
            />
          ) : (
            <Box aria-busy="true" aria-label="Loading the run">
              <SkeletonText style={{ width: '100%', height: MIN_HEIGHT }} />
            </Box>
          )}
        </div>
        <aside className="run-view__panel" aria-label="Chosen step">
          <StepPanel step={selected} />
        </aside>
      </div>
      {listed ? (
        <section aria-labelledby="run-steps-title">
          <Typography id="run-steps-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            Steps
          </Typography>
          <StepList steps={listed.steps} selectedId={nodeId} onSelect={select} />
          {listed.strays.length > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {listed.strays.length} of the run’s actions are of nodes this layout does not have:{' '}
              {listed.strays.map((action) => action.name || action.node_id).join(', ')}.
            </Typography>
          ) : null}
        </section>
      ) : null}
    </Box>
  );
}
