import { diffKeyed, variableKey } from '../../diff/keyed-diff';
import { KeyedList } from './keyed-list';
import type { PairViewProps } from './types';

/** Response data fields compared by variable. */
export function SchemaPair({ pair }: PairViewProps<'response_data_schema'>) {
  return (
    <KeyedList
      label="Response data: changes"
      changes={diffKeyed(pair.published, pair.draft, variableKey)}
      describe={(item) => `${item.variable || '(no variable)'} (${item.type || 'unknown type'})`}
    />
  );
}
