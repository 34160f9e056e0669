import { useEffect, useEffectEvent, useState, type SyntheticEvent } from 'react';
import { TextInput } from '@/components/form/native-fields';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

interface UserSearchProps {
  /** The search in effect (from the URL). */
  value: string;
  onSearch: (value: string) => void;
}

/**
 * Search users by key as you type: the search runs once typing pauses (or at once on Enter), and
 * follows the URL when it changes elsewhere (back/forward, "Clear search").
 */
export function UserSearch({ value, onSearch }: UserSearchProps) {
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
    <form role="search" aria-label="Users" onSubmit={submit}>
      <TextInput
        label="Search by key"
        value={draft}
        placeholder="e.g. acme"
        hint="Keys containing this text"
        onChange={setDraft}
        width={260}
      />
    </form>
  );
}
