import { useEffect, useEffectEvent, useState } from 'react';
import { TextInput } from './form/native-fields';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/**
 * A text filter of a list that applies once typing pauses, and follows the URL when it changes
 * elsewhere (back/forward, "Clear filters").
 */
export function FilterTextInput({
  value,
  onChange,
  label,
  placeholder,
  width = 220,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  width?: number;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const debounced = useDebouncedValue(draft.trim(), 300);
  const apply = useEffectEvent((next: string) => {
    if (next !== value) onChange(next);
  });
  useEffect(() => apply(debounced), [debounced]);
  return (
    <TextInput
      label={label}
      value={draft}
      placeholder={placeholder}
      onChange={setDraft}
      width={width}
    />
  );
}
