import { useState, type SyntheticEvent } from 'react';
import { TextInput } from './native-fields';

interface ApplyTextInputProps {
  label: string;
  /** The applied value (from the URL). */
  value: string;
  /** Called with the trimmed text on Enter or when the field loses focus, if it changed. */
  onApply: (value: string) => void;
  placeholder?: string;
  hint?: string;
  width?: number;
}

/**
 * A text filter applied on Enter or blur rather than on every keystroke (each change is a request).
 * When the applied value changes elsewhere (back/forward, "Clear filters") the field shows it.
 */
export function ApplyTextInput({
  label,
  value,
  onApply,
  placeholder,
  hint,
  width,
}: ApplyTextInputProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  const apply = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (draft.trim() !== value) onApply(draft.trim());
  };
  return (
    <form onSubmit={apply} style={{ maxWidth: '100%' }}>
      <TextInput
        label={label}
        value={draft}
        placeholder={placeholder}
        hint={hint}
        onChange={setDraft}
        onBlur={() => apply()}
        width={width}
      />
    </form>
  );
}
