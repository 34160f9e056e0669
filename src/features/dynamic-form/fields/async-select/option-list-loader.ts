/** Fetches the option list's code once (a chunk of its own, see lazy-option-list.tsx). */
import type * as OptionListCode from './option-list';

export type OptionListModule = typeof OptionListCode;

let loaded: OptionListModule | null = null;

export const loadOptionList = () =>
  import('./option-list').then((module) => {
    loaded = module;
    return module;
  });

/** The list's code when it has arrived, else null. */
export const loadedOptionList = (): OptionListModule | null => loaded;

/** Starts fetching the list's code (once; later calls reuse the same module). */
export function preloadOptionList(): void {
  void loadOptionList();
}
