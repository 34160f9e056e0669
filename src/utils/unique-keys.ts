/**
 * A list the service sent, each row with a React key: its own identifier, and for a repeat of one (a
 * malformed answer with the same identifier twice) the identifier with its repeat's number, so React
 * neither drops nor merges rows it cannot tell apart. Rows with distinct identifiers keep them as
 * keys, so a row keeps its identity when the list is reordered or reloaded.
 */
export function withUniqueKeys<T>(
  rows: readonly T[],
  keyOf: (row: T) => string,
): { key: string; row: T }[] {
  const used = new Set<string>();
  return rows.map((row) => {
    const own = keyOf(row);
    let key = own;
    for (let repeat = 2; used.has(key); repeat += 1) key = `${own}#${String(repeat)}`;
    used.add(key);
    return { key, row };
  });
}
