import { useEffect, useEffectEvent, useState, type SyntheticEvent } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { TextInput } from './form/native-fields';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface SearchBoxProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  /** The form's accessible name: what is searched ("Workflows"). */
  name: string;
  label: string;
  placeholder?: string;
  hint?: string;
  width?: number;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}

/**
 * A list's search as you type: it runs once typing pauses (or at once on Enter), and follows the URL
 * when it changes elsewhere (back/forward, "Clear filters"). A `role="search"` form, so `/` finds it.
 */
export function SearchBox({ value, onSearch, name, ...field }: SearchBoxProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const debounced = useDebouncedValue(draft.trim(), SEARCH_DEBOUNCE_MS);
  const search = (next: string) => {
    if (next !== value) onSearch(next);
  };
  const searchWhenPaused = useEffectEvent(search);
  useEffect(() => searchWhenPaused(debounced), [debounced]);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    search(draft.trim());
  };
  return (
    <form role="search" aria-label={name} onSubmit={submit} style={{ maxWidth: '100%' }}>
      <TextInput {...field} value={draft} onChange={setDraft} width={field.width ?? 260} />
    </form>
  );
}
