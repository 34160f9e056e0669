/**
 * The compare view's one row of controls (it wraps on narrow screens): the sides, the way to look,
 * whether moves count, and the change panel. Kept to one row on a laptop so the canvas gets the room.
 */
import Fullscreen from '@mui/icons-material/Fullscreen';
import ViewSidebarOutlined from '@mui/icons-material/ViewSidebarOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SwitchField } from '@/components/form/native-fields';
import { SegmentedControl } from '@/components/segmented-control';
import { COMPARE_VIEWS, type CompareViewName } from './compare-views';

interface CompareToolbarProps {
  picker: ReactNode;
  view: CompareViewName;
  labels: Record<CompareViewName, string>;
  onViewChange: (view: CompareViewName) => void;
  hideMoves: boolean;
  onHideMovesChange: (hide: boolean) => void;
  /** The changes view: its hunks overlaid instead of side by side (replaces the moves switch). */
  hunksOverlay: boolean;
  onHunksOverlayChange: (overlay: boolean) => void;
  /** "4 changes, 1 layout-only". */
  count: string;
  panelOpen: boolean;
  onPanelChange: (open: boolean) => void;
  /** The changes view has no canvas controls: full screen sits here then. */
  onFullScreen: (() => void) | null;
}

export function CompareToolbar(props: CompareToolbarProps) {
  const { view, labels, panelOpen } = props;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1.5}
      sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', minHeight: 36 }}
    >
      {props.picker}
      <Box sx={{ maxWidth: '100%', '& [role="group"]': { flexWrap: 'wrap' } }}>
        <SegmentedControl
          label="Compare view"
          value={view}
          onChange={props.onViewChange}
          options={COMPARE_VIEWS.map((name) => ({ value: name, label: labels[name] }))}
        />
      </Box>
      {view === 'changes' ? (
        <SwitchField
          label="Overlay the versions"
          checked={props.hunksOverlay}
          onChange={props.onHunksOverlayChange}
        />
      ) : (
        <SwitchField
          label="Hide moves"
          checked={props.hideMoves}
          onChange={props.onHideMovesChange}
        />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ ml: { lg: 'auto' } }}>
        {props.count}
      </Typography>
      {props.onFullScreen ? (
        <IconButton
          size="small"
          aria-label="Full screen"
          title="Full screen (f)"
          aria-keyshortcuts="f"
          onClick={props.onFullScreen}
        >
          <Fullscreen />
        </IconButton>
      ) : null}
      <IconButton
        size="small"
        aria-label={panelOpen ? 'Hide the change list' : 'Show the change list'}
        title={panelOpen ? 'Hide the change list' : 'Show the change list'}
        aria-expanded={panelOpen}
        aria-controls={panelOpen ? 'compare-change-panel' : undefined}
        onClick={() => props.onPanelChange(!panelOpen)}
      >
        <ViewSidebarOutlined />
      </IconButton>
    </Stack>
  );
}
