import type { PairField, PairOf } from '../../pairs';

/** What a pair view gets: its pair (typed by field) and the form names placeholders may refer to. */
export interface PairViewProps<F extends PairField> {
  pair: PairOf<F>;
  publishedNames: ReadonlySet<string>;
  draftNames: ReadonlySet<string>;
}
