/** The option list's fixed geometry, apart from the list itself (which loads lazily). */
export const ROW_HEIGHT = 40;
export const VISIBLE_ROWS = 8;
