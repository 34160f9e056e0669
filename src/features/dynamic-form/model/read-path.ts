/**
 * Reads a value at a dot/bracket path (`data.items`, `channels[0].name`, `a["b.c"]`, `a['x']`), the
 * way AsyncSelect configurations name where the options, labels, values and cursors are. An empty
 * path means the value itself; a missing step gives `undefined`.
 */
export function parsePath(path: string): string[] | null {
  const steps: string[] = [];
  let index = 0;
  const text = path.trim();
  while (index < text.length) {
    const char = text[index];
    if (char === '.') {
      index += 1;
      continue;
    }
    if (char === '[') {
      const quote = text[index + 1];
      if (quote === '"' || quote === "'") {
        const end = text.indexOf(`${quote}]`, index + 2);
        if (end === -1) return null;
        steps.push(text.slice(index + 2, end));
        index = end + 2;
      } else {
        const end = text.indexOf(']', index + 1);
        if (end === -1) return null;
        steps.push(text.slice(index + 1, end).trim());
        index = end + 1;
      }
      continue;
    }
    let end = index;
    while (end < text.length && text[end] !== '.' && text[end] !== '[') end += 1;
    steps.push(text.slice(index, end));
    index = end;
  }
  return steps;
}

export function readPath(value: unknown, path: string | null | undefined): unknown {
  if (!path || path.trim() === '') return value;
  const steps = parsePath(path);
  if (!steps) return undefined;
  let current: unknown = value;
  for (const step of steps) {
    if (Array.isArray(current)) {
      const at = Number(step);
      current = Number.isInteger(at) ? (current as unknown[])[at] : undefined;
    } else if (typeof current === 'object' && current !== null) {
      current = Object.prototype.hasOwnProperty.call(current, step)
        ? (current as Record<string, unknown>)[step]
        : undefined;
    } else {
      return undefined;
    }
  }
  return current;
}
