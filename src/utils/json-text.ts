/** Stringifies anything without throwing (cycles, BigInt, huge values). */
export function toJsonText(value: unknown, indent = 2): string {
  const seen = new WeakSet<object>();
  try {
    // JSON.stringify gives undefined for undefined and functions, whatever its type says.
    const text = JSON.stringify(
      value,
      (_key, item: unknown) => {
        if (typeof item === 'bigint') return item.toString();
        if (typeof item === 'object' && item !== null) {
          if (seen.has(item)) return '[circular]';
          seen.add(item);
        }
        return item;
      },
      indent,
    ) as string | undefined;
    return text ?? String(value);
  } catch {
    return String(value);
  }
}
