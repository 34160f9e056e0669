/**
 * The state of one AsyncSelect: its options (loaded when needed), the ones the typed text shows,
 * whether the list is open, the active option, and what opening, closing, picking and the keys do.
 * The component (./async-select.tsx) only draws it.
 */
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
} from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { FieldData } from '@/api/models';
import { filterOptions, searchFilters, valueKey, type SelectOption } from '../../model/options';
import { useDependencyLookup } from '../form-slots-context';
import type { FieldInputProps } from '../types';
import { VISIBLE_ROWS } from './list-geometry';
import { keyAction, prefixIndex } from './list-keys';
import { preloadOptionList } from './option-list-loader';
import { useFieldOptions, type FieldOptions } from './use-field-options';

/** How long typing must pause before more pages are searched. */
const SEARCH_DEBOUNCE_MS = 250;

type ComboboxProps = Pick<FieldInputProps, 'slot' | 'id' | 'value' | 'onChange' | 'readOnly'>;

/** The loaded options that match what was typed, and the option type-ahead points at. */
function useShownOptions(data: FieldData, options: FieldOptions, query: string) {
  const filters = useMemo(() => searchFilters(data), [data]);
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => filterOptions(options.options, filters, deferredQuery),
    [options.options, filters, deferredQuery],
  );
  const typeAhead = useMemo(() => prefixIndex(shown, deferredQuery), [shown, deferredQuery]);
  return { shown, deferredQuery, typeAhead };
}

/**
 * Searching: while text is typed, the pages not loaded yet are read too, one after another, until
 * the list ends or reaches max_items (use-field-options stops there), so what was typed is searched
 * among every option, not only those loaded (debounced: a pause in typing starts it).
 */
function useSearchMorePages(open: boolean, query: string, options: FieldOptions) {
  const { loadMore, pagesLoaded } = options;
  const searched = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (open && searched !== '') loadMore();
  }, [open, searched, pagesLoaded, loadMore]);
}

export function useSelectCombobox({ slot, id, value, onChange, readOnly }: ComboboxProps) {
  const data = slot.field.data;
  const lookup = useDependencyLookup(data);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  /** The active option; null while it follows what was typed (type-ahead). */
  const [chosenIndex, setActiveIndex] = useState<number | null>(0);
  const options = useFieldOptions(data, lookup, {
    active: !readOnly && (data.fetch_mode === 'prefetch' || opened),
    // A saved value's label is looked up even read-only (a viewer reads the answers).
    wanted: value,
  });

  useEffect(() => {
    if (!readOnly) preloadOptionList();
  }, [readOnly]);

  const { shown, deferredQuery, typeAhead } = useShownOptions(data, options, query);
  const activeIndex = chosenIndex ?? Math.max(0, typeAhead);
  useSearchMorePages(open, query, options);

  const hasValue = value !== null && value !== '';
  const selectedKey = hasValue ? valueKey(value) : null;
  const selected = selectedKey === null ? undefined : options.byValue.get(selectedKey);
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const show = () => {
    if (readOnly || open) return;
    setOpened(true);
    setOpen(true);
    // Start at the chosen option, so the list opens where the user left it.
    const at =
      selectedKey === null ? -1 : shown.findIndex((o) => valueKey(o.value) === selectedKey);
    setActiveIndex(Math.max(0, at));
  };
  const close = () => {
    setOpen(false);
    setQuery('');
    setActiveIndex(0);
  };
  const pick = (option: SelectOption) => {
    onChange(option.value);
    close();
  };
  const type = (text: string) => {
    if (!open) show();
    setQuery(text);
    setActiveIndex(null);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event.key, open, activeIndex, shown.length, VISIBLE_ROWS);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'open') show();
    else if (action.type === 'move') setActiveIndex(action.to);
    else if (action.type === 'close') {
      event.stopPropagation();
      close();
    } else {
      const option = shown[activeIndex];
      if (option) pick(option);
    }
  };

  return {
    options,
    shown,
    deferredQuery,
    open,
    query,
    activeIndex,
    hasValue,
    selectedKey,
    selected,
    listId: `${id}-listbox`,
    optionId,
    show,
    close,
    pick,
    type,
    onKeyDown,
    setActiveIndex,
  };
}
