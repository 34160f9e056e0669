/**
 * Permission groups as the console edits them: typed as text (one or several, separated by commas or
 * new lines), trimmed, blanks dropped, each name once, in the order given.
 */
export function splitGroups(text: string): string[] {
  return unique(text.split(/[,\n]/).map((name) => name.trim()));
}

function unique(names: readonly string[]): string[] {
  return [...new Set(names.filter((name) => name !== ''))];
}

/** The groups with the names typed in `text` added at the end (names already there stay where they are). */
export function addGroups(current: readonly string[], text: string): string[] {
  return unique([...current, ...splitGroups(text)]);
}

export function removeGroup(current: readonly string[], name: string): string[] {
  return current.filter((group) => group !== name);
}

/** Whether two lists name the same groups (order does not matter to the service). */
export function sameGroups(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
}

/** The groups editor's form: the groups listed so far and names still being typed. */
export interface GroupsFormValues {
  groups: string[];
  input: string;
}

/** What Save sends: the listed groups and the names still in the text box. */
export function groupsToSave(values: GroupsFormValues): string[] {
  return addGroups(values.groups, values.input);
}
