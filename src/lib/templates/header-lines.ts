/**
 * Headers and params as the service writes them: one `Name:value` per line. Blank lines and spaces
 * around names and values are tolerated; a value may itself contain ':' (only the first splits); a line
 * without ':' is reported. Entries are compared by name (header names ignoring case).
 */
export interface LineEntry {
  name: string;
  value: string;
  /** 1-based line number in the text. */
  line: number;
}

export interface ParsedLines {
  entries: LineEntry[];
  problems: string[];
}

export function parseLines(text: string | null | undefined): ParsedLines {
  const entries: LineEntry[] = [];
  const problems: string[] = [];
  (typeof text === 'string' ? text : '').split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const colon = raw.indexOf(':');
    if (colon === -1) {
      problems.push(
        `Line ${index + 1} has no ":" and was not read as a name and value: ${raw.trim()}`,
      );
      return;
    }
    const name = raw.slice(0, colon).trim();
    if (name === '') {
      problems.push(`Line ${index + 1} has a value but no name.`);
      return;
    }
    entries.push({ name, value: raw.slice(colon + 1).trim(), line: index + 1 });
  });
  return { entries, problems };
}

export type EntryChange =
  | { kind: 'unchanged'; name: string; before: LineEntry; after: LineEntry }
  | { kind: 'changed'; name: string; before: LineEntry; after: LineEntry }
  | { kind: 'added'; name: string; after: LineEntry }
  | { kind: 'removed'; name: string; before: LineEntry };

/**
 * Published vs draft entries by name, in the draft's order with removed ones where they were.
 * A name given twice is compared occurrence by occurrence.
 */
export function diffEntries(
  before: LineEntry[],
  after: LineEntry[],
  ignoreCase: boolean,
): EntryChange[] {
  const key = (name: string) => (ignoreCase ? name.toLowerCase() : name);
  const pending = new Map<string, LineEntry[]>();
  for (const entry of before)
    pending.set(key(entry.name), [...(pending.get(key(entry.name)) ?? []), entry]);
  const changes: EntryChange[] = [];
  for (const entry of after) {
    const queue = pending.get(key(entry.name));
    const previous = queue?.shift();
    if (!previous) changes.push({ kind: 'added', name: entry.name, after: entry });
    else if (previous.value === entry.value)
      changes.push({ kind: 'unchanged', name: entry.name, before: previous, after: entry });
    else changes.push({ kind: 'changed', name: entry.name, before: previous, after: entry });
  }
  const removed = [...pending.values()].flat().sort((a, b) => a.line - b.line);
  for (const entry of removed) {
    const at = changes.findIndex(
      (change) => change.kind !== 'added' && change.before.line > entry.line,
    );
    const change: EntryChange = { kind: 'removed', name: entry.name, before: entry };
    if (at === -1) changes.push(change);
    else changes.splice(at, 0, change);
  }
  return changes;
}

const SECRET_NAME =
  /authorization|cookie|token|secret|password|passwd|api[-_]?key|signature|credential/i;

/** Whether a header or param name suggests its value is a credential (shown redacted). */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}
