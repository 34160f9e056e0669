/** Small readings of an installed schema for display; tolerant of whatever the service sends. */
import type { ConnectionField, Field } from '@/api/models';
import { isSecretName } from '@/lib/templates/header-lines';

/** Schema headers and params are objects of name to value; anything else reads as no entries. */
export function entriesOf(value: unknown): [name: string, value: string][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).map(([name, item]) => [
    name,
    typeof item === 'string' ? item : (JSON.stringify(item) ?? String(item)),
  ]);
}

/** `message__text` -> `message[text]`: schemas write bracketed names with double underscores. */
export function bracketName(name: string): string {
  const [head = '', ...rest] = name.split('__');
  return rest.length === 0 || head === ''
    ? name
    : `${head}${rest.map((part) => `[${part}]`).join('')}`;
}

/** The names a `{{form[...]}}` placeholder may use for these fields: as written, and bracketed. */
export function formNamesOf(fields: unknown): Set<string> {
  const names = new Set<string>();
  for (const field of Array.isArray(fields) ? (fields as Partial<Field>[]) : []) {
    if (typeof field?.name !== 'string') continue;
    names.add(field.name);
    names.add(bracketName(field.name));
  }
  return names;
}

/** A connection field holding a credential: typed secret/password, or named like one. */
export function isSecretField(field: Partial<ConnectionField>): boolean {
  const type = typeof field.type === 'string' ? field.type.toLowerCase() : '';
  return type === 'secret' || type === 'password' || isSecretName(field.name ?? '');
}

/** `Sales › CRM`, or null when neither category is set. */
export function categoriesText(primary: unknown, secondary: unknown): string | null {
  const parts = [primary, secondary].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' › ') : null;
}
