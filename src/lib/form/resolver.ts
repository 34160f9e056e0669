/**
 * react-hook-form validation from a plain function: every form keeps its checks in a pure module
 * (unit-tested) that answers messages by field path, and this turns them into a resolver.
 */
import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/** Messages by field path (`baseUrl`, `pairs.0.key`); an empty object means the values are valid. */
export type MessagesByPath = Readonly<Record<string, string | undefined>>;

/** The nested error object react-hook-form reads (`errors.pairs[0].key.message`). */
export function fieldErrorsOf<V extends FieldValues>(messages: MessagesByPath): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const [path, message] of Object.entries(messages)) {
    if (message !== undefined && message !== '') set(errors, path, { type: 'validate', message });
  }
  return errors;
}

export function resolverOf<V extends FieldValues, C = undefined>(
  validate: (values: V, context: C | undefined) => MessagesByPath,
): Resolver<V, C> {
  return (values, context) => {
    const errors = fieldErrorsOf<V>(validate(values, context));
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
