/**
 * The option list and its windowing library (@tanstack/react-virtual, about 10 KiB gzip) are a chunk
 * of their own: fetched as soon as a select is on screen, so it is there by the first click, but not
 * part of the screen's first load.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { ROW_HEIGHT } from './list-geometry';

const load = () => import('./option-list');
const OptionList = lazy(() => load().then((module) => ({ default: module.OptionList })));

/** Starts fetching the list's code (once; later calls reuse the same module). */
export function preloadOptionList(): void {
  void load();
}

type OptionListProps = ComponentProps<typeof OptionList>;

export function LazyOptionList(props: OptionListProps) {
  return (
    // Until the code is there, the box the combobox controls, empty and busy.
    <Suspense fallback={<div id={props.id} aria-busy="true" style={{ height: ROW_HEIGHT }} />}>
      <OptionList {...props} />
    </Suspense>
  );
}
