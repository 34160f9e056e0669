import { useEffect, useEffectEvent, useState, type SyntheticEvent } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { TextInput } from './native-fields';

interface SearchInputProps {
  label: string;
  /** The applied value (from the URL). */
  value: string;
  /** Called with the trimmed text when it changed: on Enter, on blur, or once typing pauses. */
  onApply: (value: string) => void;
  placeholder?: string;
  hint?: string;
  width?: number;
  /** The name of the search landmark the box is; without it, a plain form. */
  landmark?: string;
  /** Apply as you type, once typing pauses this long; without it, on Enter or blur only. */
  applyAfterPauseMs?: number;
  /** The id of a `<datalist>` of suggestions. */
  list?: string;
}

/**
 * Every list's text search or text filter, whose applied value lives in the URL: what is typed is
 * a draft, applied when Enter is pressed, when the field loses focus, or (with `applyAfterPauseMs`)
 * when typing pauses, each change being a request. When the applied value changes elsewhere
 * (back/forward, "Clear filters") the field shows it; when it is the text applied as typing paused,
 * coming back through the URL after typing went on from it (on a busy page the URL follows a moment
 * later), what was typed since stays.
 */
export function SearchInput({
  label,
  value,
  onApply,
  placeholder,
  hint,
  width,
  landmark,
  applyAfterPauseMs,
  list,
}: SearchInputProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const paused = useDebouncedValue(draft.trim(), applyAfterPauseMs ?? 0);
  if (seen !== value) {
    setSeen(value);
    // The text applied when typing paused, back through the URL while typing went on from it.
    const typedOn = value === paused && draft.trim().startsWith(value);
    if (!typedOn) setDraft(value);
  }
  const apply = (text: string) => {
    if (text !== value) onApply(text);
  };
  const applyWhenPaused = useEffectEvent(apply);
  useEffect(() => {
    if (applyAfterPauseMs !== undefined) applyWhenPaused(paused);
  }, [paused, applyAfterPauseMs]);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    apply(draft.trim());
  };
  return (
    <form
      onSubmit={submit}
      // Never wider than its row (a filter on a 280 px screen): the field narrows instead.
      style={{ maxWidth: '100%' }}
      {...(landmark === undefined ? {} : { role: 'search', 'aria-label': landmark })}
    >
      <TextInput
        label={label}
        value={draft}
        placeholder={placeholder}
        hint={hint}
        onChange={setDraft}
        onBlur={() => apply(draft.trim())}
        width={width}
        list={list}
      />
    </form>
  );
}
