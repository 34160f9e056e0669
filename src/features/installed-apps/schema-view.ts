/** Small readings of an installed schema for display. */
import type { ConnectionField, Field } from '@/api/models';
import { isSecretName } from '@/lib/templates/header-lines';

/** `message__text` -> `message[text]`: schemas write bracketed names with double underscores. */
export function bracketName(name: string): string {
  const [head = '', ...rest] = name.split('__');
  return rest.length === 0 || head === ''
    ? name
    : `${head}${rest.map((part) => `[${part}]`).join('')}`;
}

/** The names a `{{form[...]}}` placeholder may use for these fields: as written, and bracketed. */
export function formNamesOf(fields: readonly Field[]): Set<string> {
  const names = new Set<string>();
  for (const field of fields) {
    if (field.name === '') continue;
    names.add(field.name);
    names.add(bracketName(field.name));
  }
  return names;
}

/** A connection field holding a credential: typed secret/password, or named like one. */
export function isSecretField(field: Pick<ConnectionField, 'type' | 'name'>): boolean {
  const type = field.type.toLowerCase();
  return type === 'secret' || type === 'password' || isSecretName(field.name);
}

/** `Sales › CRM`, or null when neither category is set. */
export function categoriesText(primary: string | null, secondary: string | null): string | null {
  const parts = [primary, secondary].filter(
    (part): part is string => part !== null && part.trim() !== '',
  );
  return parts.length > 0 ? parts.join(' › ') : null;
}
