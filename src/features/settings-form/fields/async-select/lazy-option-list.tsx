/**
 * The option list and its windowing library (@tanstack/react-virtual, about 10 KiB gzip) are a chunk
 * of their own: fetched as soon as a select is on screen, so it is there by the first click, but not
 * part of the screen's first load.
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { ROW_HEIGHT } from './list-geometry';
import type * as OptionListCode from './option-list';

type OptionListModule = typeof OptionListCode;

let loaded: OptionListModule | null = null;
const load = () =>
  import('./option-list').then((module) => {
    loaded = module;
    return module;
  });
const OptionList = lazy(() => load().then((module) => ({ default: module.OptionList })));

/** Starts fetching the list's code (once; later calls reuse the same module). */
export function preloadOptionList(): void {
  void load();
}

type OptionListProps = ComponentProps<OptionListModule['OptionList']>;

export function LazyOptionList(props: OptionListProps) {
  // Once the code is there, the list renders at once: suspending, even on a settled promise, would
  // hold the list back for React's fallback throttle (300 ms). Chosen once per opening, so the list
  // is never swapped for another component while open.
  const [Ready] = useState(() => loaded?.OptionList ?? null);
  if (Ready) return <Ready {...props} />;
  return (
    // Until the code is there, the box the combobox controls, empty and busy.
    <Suspense fallback={<div id={props.id} aria-busy="true" style={{ height: ROW_HEIGHT }} />}>
      <OptionList {...props} />
    </Suspense>
  );
}
