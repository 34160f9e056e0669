/**
 * "Views": the list's saved views (each a link to its query string), "Save view…" and, for the view
 * open, "Delete". The button names the view open, when the list shows one.
 */
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import Check from '@mui/icons-material/Check';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { lazy, useId, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useDialogs } from '../dialogs/use-dialogs';
import { viewQuery, type SavedView } from './saved-views';
import type { SavedViews } from './use-saved-views';

const SaveViewDialog = lazy(() => import('./save-view-dialog'));

function ownerText(view: SavedView): string | null {
  if (!view.shared) return null;
  return view.owner ? `Shared by ${view.owner}` : 'Shared';
}

export function ViewsMenu({ views: state }: { views: SavedViews }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const location = useLocation();
  const { open, confirm } = useDialogs();
  const current = viewQuery(location.search);
  const views = state.views ?? [];
  const openView = views.find((view) => view.query === current) ?? null;
  const close = () => setAnchor(null);

  const save = async () => {
    close();
    await open(SaveViewDialog, {
      name: openView?.editable ? openView.name : '',
      where: state.where,
      save: (values) => state.save({ ...values, query: current }),
    });
  };
  const remove = async (view: SavedView) => {
    close();
    const sure = await confirm({
      title: `Delete the view “${view.name}”?`,
      message: view.shared
        ? 'The team no longer sees it either. The list stays as it is.'
        : 'The list stays as it is; only the saved name goes.',
      confirmText: 'Delete view',
      severity: 'warning',
    });
    if (sure) await state.remove(view);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<BookmarkBorderOutlined />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {openView ? `View: ${openView.name}` : 'Views'}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': 'Saved views', dense: true } }}
      >
        {views.length === 0 ? (
          <MenuItem disabled>
            <ListItemText
              primary="No saved views yet"
              secondary={state.error ? 'The views could not be read.' : null}
            />
          </MenuItem>
        ) : null}
        {views.map((view) => (
          <MenuItem
            key={view.id}
            component={RouterLink}
            to={{ search: view.query }}
            selected={view === openView}
            onClick={close}
          >
            <ListItemIcon>{view === openView ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText primary={view.name} secondary={ownerText(view)} />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => void save()}>
          <ListItemText inset primary="Save view…" />
        </MenuItem>
        {openView?.editable ? (
          <MenuItem onClick={() => void remove(openView)}>
            <ListItemText inset primary={`Delete “${openView.name}”`} />
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
