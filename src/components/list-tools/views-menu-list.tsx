/** The saved views' menu, loaded when first opened (the lists' first load carries no menu). */
import Check from '@mui/icons-material/Check';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import type { SavedView } from './saved-views';

function ownerText(view: SavedView): string | null {
  if (!view.shared) return null;
  return view.owner ? `Shared by ${view.owner}` : 'Shared';
}

interface ViewsMenuListProps {
  id: string;
  anchor: HTMLElement;
  views: readonly SavedView[];
  openView: SavedView | null;
  failed: boolean;
  onClose: () => void;
  onSave: () => void;
  onDelete: (view: SavedView) => void;
}

export default function ViewsMenuList(props: ViewsMenuListProps) {
  const { views, openView } = props;
  return (
    <Menu
      id={props.id}
      anchorEl={props.anchor}
      open
      onClose={props.onClose}
      slotProps={{ list: { 'aria-label': 'Saved views', dense: true } }}
    >
      {views.length === 0 ? (
        <MenuItem disabled>
          <ListItemText
            primary="No saved views yet"
            secondary={props.failed ? 'The views could not be read.' : null}
          />
        </MenuItem>
      ) : null}
      {views.map((view) => (
        <MenuItem
          key={view.id}
          component={RouterLink}
          to={{ search: view.query }}
          selected={view === openView}
          onClick={props.onClose}
        >
          <ListItemIcon>{view === openView ? <Check fontSize="small" /> : null}</ListItemIcon>
          <ListItemText primary={view.name} secondary={ownerText(view)} />
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={props.onSave}>
        <ListItemText inset primary="Save view…" />
      </MenuItem>
      {openView?.editable ? (
        <MenuItem onClick={() => props.onDelete(openView)}>
          <ListItemText inset primary={`Delete “${openView.name}”`} />
        </MenuItem>
      ) : null}
    </Menu>
  );
}
