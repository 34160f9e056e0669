/** The option list's fixed geometry, apart from the list itself (which loads lazily). */
export const ROW_HEIGHT = 40;
export const VISIBLE_ROWS = 8;

/** The scroll offset that brings row `index` into a viewport now scrolled to `offset`. */
export function offsetShowing(index: number, offset: number, viewport: number): number {
  const top = index * ROW_HEIGHT;
  if (top < offset) return top;
  if (top + ROW_HEIGHT > offset + viewport) return top + ROW_HEIGHT - viewport;
  return offset;
}
