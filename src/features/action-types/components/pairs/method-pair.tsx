import type { PairViewProps } from './types';

const method = (value: string | null) => (value ? value.toUpperCase() : 'Not set');

/** The HTTP method, upper case as people write it. */
export function MethodPair({ pair }: PairViewProps<'http_method'>) {
  if (!pair.changed) return <code>{method(pair.published)}</code>;
  return (
    <span>
      <del>{method(pair.published)}</del> → <ins>{method(pair.draft)}</ins>
    </span>
  );
}
