/**
 * The panel beside the canvas: the truth about the pair in a sentence, the chosen node, the change
 * list (the text path through the diff) and the legend. On wide screens it is as tall as the canvas
 * and scrolls on its own.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { startTransition, useEffect, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { ChangeList } from './change-list';
import type { Change, ChangeKind, WorkflowComparison } from './changes';
import { Legend } from './legend';
import { SelectedNode } from './selected-node';

interface ChangePanelProps {
  comparison: WorkflowComparison;
  summary: { severity: 'info' | 'warning' | 'success'; text: string };
  changes: Change[];
  selectedKey: string | null;
  focusId: string | null;
  height: number;
  resetKeys: unknown[];
  onSelect: (change: Change) => void;
  onStep: (direction: 1 | -1) => void;
  kinds: readonly ChangeKind[];
  onKindsChange: (kinds: ChangeKind[]) => void;
}

export function ChangePanel(props: ChangePanelProps) {
  const { comparison, summary, changes, focusId } = props;
  // The canvas is drawn first; the list and legend follow as a transition (interruptible, so the
  // canvas paints first; the panel's place is kept, so nothing moves).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startTransition(() => setReady(true));
  }, []);
  return (
    <Box
      id="compare-change-panel"
      component="aside"
      aria-label="Changes"
      sx={{
        width: { lg: 340 },
        flex: 'none',
        height: { lg: props.height },
        overflow: { lg: 'auto' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        contain: 'content',
        bgcolor: 'background.paper',
      }}
    >
      <Alert severity={summary.severity} role="status" sx={{ mb: 2, py: 0 }}>
        {summary.text}
      </Alert>
      {ready ? (
        <ErrorBoundary what="the change list" resetKeys={props.resetKeys}>
          {focusId ? <SelectedNode comparison={comparison} nodeId={focusId} /> : null}
          <ChangeList
            changes={changes}
            counts={comparison.counts}
            selectedKey={props.selectedKey}
            onSelect={props.onSelect}
            onStep={props.onStep}
            kinds={props.kinds}
            onKindsChange={props.onKindsChange}
          />
          <Legend />
        </ErrorBoundary>
      ) : (
        <Typography variant="body2" color="text.secondary" aria-busy="true">
          Listing the changes…
        </Typography>
      )}
    </Box>
  );
}
