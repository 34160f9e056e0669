/**
 * AsyncSelect: a combobox over options fetched from `data.url`, page by page (cursor pagination),
 * filtered as the user types. The saved value always shows with its label, or marked "not found in
 * options" once the list is exhausted; it is never dropped.
 */
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Clear from '@mui/icons-material/Clear';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
} from 'react';
import { OutlinedField } from '@/components/form/outlined-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { FormStrings } from '@/lib/i18n/form-strings';
import { filterOptions, searchFilters, valueKey, type SelectOption } from '../../model/options';
import { useFormStrings } from '../../strings';
import { useDependencyLookup } from '../form-slots-context';
import { helperOf, type FieldInputProps } from '../types';
import { LazyOptionList } from './lazy-option-list';
import { preloadOptionList } from './option-list-loader';
import { VISIBLE_ROWS } from './list-geometry';
import { keyAction, prefixIndex } from './list-keys';
import { ListStatus } from './list-status';
import { useFieldOptions } from './use-field-options';

/** How long typing must pause before more pages are searched. */
const SEARCH_DEBOUNCE_MS = 250;

export function AsyncSelectInput(props: FieldInputProps) {
  const { slot, id, label, value, onChange, onBlur, inputRef, error, readOnly } = props;
  const data = slot.field.data;
  const lookup = useDependencyLookup(data);
  const strings = useFormStrings().select;
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  /** The active option; null while it follows what was typed (type-ahead). */
  const [chosenIndex, setActiveIndex] = useState<number | null>(0);
  const options = useFieldOptions(data, lookup, {
    active: !readOnly && (data.fetch_mode === 'prefetch' || opened),
    wanted: readOnly ? null : value,
  });

  useEffect(() => {
    if (!readOnly) preloadOptionList();
  }, [readOnly]);

  const filters = useMemo(() => searchFilters(data), [data]);
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(
    () => filterOptions(options.options, filters, deferredQuery),
    [options.options, filters, deferredQuery],
  );

  const typeAhead = useMemo(() => prefixIndex(shown, deferredQuery), [shown, deferredQuery]);
  const activeIndex = chosenIndex ?? Math.max(0, typeAhead);

  // Searching: while few loaded options match, look through more pages (debounced).
  const { loadMore } = options;
  const searched = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const fewMatches = shown.length < VISIBLE_ROWS * 2;
  useEffect(() => {
    if (open && searched !== '' && fewMatches) loadMore();
  }, [open, searched, fewMatches, options.pagesLoaded, loadMore]);

  const hasValue = value !== null && value !== '';
  const selectedKey = hasValue ? valueKey(value) : null;
  const selected = selectedKey === null ? undefined : options.byValue.get(selectedKey);
  const listId = `${id}-listbox`;
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

  const selectedText = !hasValue ? '' : selected ? selected.label : String(value);
  const valueState = !hasValue || selected ? null : notFoundState(options, readOnly, strings);
  const helper = helperOf(props);

  return (
    <Box sx={{ position: 'relative' }}>
      <OutlinedField
        id={id}
        label={label}
        value={open ? query : selectedText}
        placeholder={
          open
            ? selectedText || strings.typeToSearch
            : readOnly
              ? strings.loadsWhenFilledIn
              : strings.choose
        }
        onChange={(event) => {
          if (!open) show();
          setQuery(event.target.value);
          setActiveIndex(null);
        }}
        onClick={show}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur();
        }}
        inputRef={inputRef}
        required={slot.field.required}
        error={error !== undefined}
        helperText={
          valueState ? (
            <>
              {helper ? `${helper} ` : ''}
              <Box component="span" sx={{ color: valueState.colour, fontWeight: 600 }}>
                {valueState.text}
              </Box>
            </>
          ) : (
            helper
          )
        }
        autoComplete="off"
        htmlInput={{
          role: 'combobox',
          readOnly,
          'aria-expanded': open,
          'aria-controls': listId,
          'aria-autocomplete': 'list',
          'aria-activedescendant': open && shown[activeIndex] ? optionId(activeIndex) : undefined,
          'data-field-name': slot.field.name,
        }}
        endAdornment={
          readOnly ? undefined : (
            <InputAdornment position="end">
              {hasValue ? (
                <IconButton
                  size="small"
                  aria-label={strings.clear(label)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChange(null)}
                >
                  <Clear fontSize="small" />
                </IconButton>
              ) : null}
              <IconButton
                size="small"
                tabIndex={-1}
                aria-label={open ? strings.close(label) : strings.open(label)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => (open ? close() : show())}
              >
                <ArrowDropDown fontSize="small" />
              </IconButton>
            </InputAdornment>
          )
        }
      />
      {open ? (
        <Paper
          elevation={8}
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: 56,
            zIndex: 'modal',
            overflow: 'hidden',
          }}
        >
          <LazyOptionList
            id={listId}
            label={label}
            options={shown}
            activeIndex={activeIndex}
            selected={selectedKey}
            optionId={optionId}
            onPick={pick}
            onHover={setActiveIndex}
            onNearEnd={loadMore}
          />
          <ListStatus options={options} shown={shown.length} query={deferredQuery} />
        </Paper>
      ) : null}
    </Box>
  );
}

function notFoundState(
  options: ReturnType<typeof useFieldOptions>,
  readOnly: boolean,
  strings: FormStrings['select'],
): { text: string; colour: string } | null {
  if (readOnly) return null;
  if (options.waitingFor !== null)
    return { text: strings.chooseFirst(options.waitingFor), colour: 'warning.main' };
  if (options.blocked) return { text: options.blocked, colour: 'warning.main' };
  if (options.error) return { text: strings.labelLookupFailed, colour: 'warning.main' };
  if (options.end !== null) return { text: strings.notInOptions, colour: 'warning.main' };
  return { text: strings.lookingUpLabel, colour: 'text.secondary' };
}
