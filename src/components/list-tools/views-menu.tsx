/**
 * "Views": the list's saved views (each a link to its query string), "Save view…" and, for the view
 * open, "Delete". The button names the view open, when the list shows one; the menu loads when
 * first opened.
 */
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useDialogs } from '../dialogs/use-dialogs';
import { viewQuery, type SavedView } from './saved-views';
import type { SavedViews } from './use-saved-views';

const SaveViewDialog = lazy(() => import('./save-view-dialog'));
const ViewsMenuList = lazy(() => import('./views-menu-list'));

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
      {anchor ? (
        <Suspense fallback={null}>
          <ViewsMenuList
            id={menuId}
            anchor={anchor}
            views={views}
            openView={openView}
            failed={state.error !== null}
            onClose={close}
            onSave={() => void save()}
            onDelete={(view) => void remove(view)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
