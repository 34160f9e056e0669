/**
 * The tools above every list (./list-toolbar-row.tsx), loaded beside the list's first rows rather
 * than in the first load: until they arrive, a row of the same height keeps the table in place.
 */
import { lazy, Suspense } from 'react';
import { ColumnChooser } from './column-chooser';
import type { ListToolbarRowProps } from './list-toolbar-row';
import type { ColumnChoice } from './use-column-choice';

const ListToolbarRow = lazy(() => import('./list-toolbar-row'));

export function ListToolbar<Id extends string>({
  choice,
  ...props
}: Omit<ListToolbarRowProps, 'chooser'> & { choice?: ColumnChoice<Id> }) {
  return (
    <Suspense fallback={<div style={{ minHeight: 45 }} aria-hidden />}>
      <ListToolbarRow {...props} chooser={choice ? <ColumnChooser choice={choice} /> : null} />
    </Suspense>
  );
}
