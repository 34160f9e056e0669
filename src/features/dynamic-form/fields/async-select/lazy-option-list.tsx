/**
 * The option list and its windowing library (@tanstack/react-virtual, about 10 KiB gzip) are a chunk
 * of their own: fetched as soon as a select is on screen, so it is there by the first click, but not
 * part of the screen's first load.
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { ROW_HEIGHT } from './list-geometry';
import { loadedOptionList, loadOptionList, type OptionListModule } from './option-list-loader';

const OptionList = lazy(() => loadOptionList().then((module) => ({ default: module.OptionList })));

type OptionListProps = ComponentProps<OptionListModule['OptionList']>;

export function LazyOptionList(props: OptionListProps) {
  // Once the code is there, the list renders at once: suspending, even on a settled promise, would
  // hold the list back for React's fallback throttle (300 ms). Chosen once per opening, so the list
  // is never swapped for another component while open.
  const [Ready] = useState(() => loadedOptionList()?.OptionList ?? null);
  if (Ready) return <Ready {...props} />;
  return (
    // Until the code is there, the box the combobox controls, empty and busy.
    <Suspense fallback={<div id={props.id} aria-busy="true" style={{ height: ROW_HEIGHT }} />}>
      <OptionList {...props} />
    </Suspense>
  );
}
