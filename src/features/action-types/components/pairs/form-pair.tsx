import { diffKeyed, fieldKey } from '../../diff/keyed-diff';
import { FormPairPreview } from '../form-pair-preview';
import { KeyedList } from './keyed-list';
import type { PairViewProps } from './types';

/** Form fields compared by id, and a read-only preview of both forms. */
export function FormPair({ pair }: PairViewProps<'form'>) {
  return (
    <>
      <KeyedList
        label="Form fields: changes"
        changes={diffKeyed(pair.published, pair.draft, fieldKey)}
        describe={(field) =>
          `${field.label || '(unnamed)'} (${field.name || '?'}, ${field.type || 'unknown type'})`
        }
      />
      <FormPairPreview pair={pair} />
    </>
  );
}
