/**
 * "Columns": a menu of the table's columns, each a checkbox; the first (the row's name) always shows.
 * The choice lives in the URL (`?cols=`), so it is kept with a saved view. The menu is loaded when
 * first opened.
 */
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useId, useState } from 'react';
import type { ColumnChoice } from './use-column-choice';

const ColumnMenu = lazy(() => import('./column-menu'));

export function ColumnChooser<Id extends string>({ choice }: { choice: ColumnChoice<Id> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const left = choice.columns.length - choice.shown.length;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns{left > 0 ? ` (${String(left)} hidden)` : ''}
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <ColumnMenu
            columns={choice.columns}
            shown={choice.shown}
            // The menu speaks of ids as text; the choice keeps the table's own.
            setShown={(ids) =>
              choice.setShown(
                choice.columns
                  .filter((column) => ids.includes(column.id))
                  .map((column) => column.id),
              )
            }
            id={menuId}
            anchor={anchor}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
