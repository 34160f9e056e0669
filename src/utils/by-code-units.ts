/**
 * Two identifiers or ISO 8601 instants (of one form) in the order a database keeps them: by their
 * characters' codes. Not `localeCompare`, which orders by a language's rules (`a` before `B`) and
 * makes the thread build a collator first (about 14 ms of the overview's first render).
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
