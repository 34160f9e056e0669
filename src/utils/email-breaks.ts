/**
 * The pieces an e-mail address may wrap between: after its `@` and before its dots
 * (`sophie.stroustrup@` / `example.com`), never mid-word.
 */
export function breakPoints(address: string): string[] {
  return address.split(/(?<=@)|(?=\.)/).filter(Boolean);
}
