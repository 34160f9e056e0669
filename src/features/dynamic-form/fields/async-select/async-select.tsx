/**
 * AsyncSelect: a combobox over options fetched from `data.url`, page by page (cursor pagination),
 * filtered as the user types. The saved value always shows with its label, or marked "not found in
 * options" once the list is exhausted; it is never dropped. Its state is ./use-select-combobox.ts.
 */
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Clear from '@mui/icons-material/Clear';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { OutlinedField } from '@/components/form/outlined-field';
import type { FormStrings } from '@/lib/i18n/form-strings';
import { useFormStrings } from '../../strings';
import { helperOf, type FieldInputProps } from '../types';
import { LazyOptionList } from './lazy-option-list';
import { ListStatus } from './list-status';
import type { FieldOptions } from './use-field-options';
import { useSelectCombobox } from './use-select-combobox';

type Combobox = ReturnType<typeof useSelectCombobox>;

export function AsyncSelectInput(props: FieldInputProps) {
  const { slot, id, label, value, onBlur, inputRef, error, readOnly } = props;
  const strings = useFormStrings().select;
  const box = useSelectCombobox(props);
  const { open, shown, activeIndex, hasValue, selected } = box;

  const selectedText = !hasValue ? '' : selected ? selected.label : String(value);
  const valueState = !hasValue || selected ? null : notFoundState(box.options, readOnly, strings);
  const placeholder = open
    ? selectedText || strings.typeToSearch
    : readOnly
      ? strings.loadsWhenFilledIn
      : strings.choose;

  return (
    <Box sx={{ position: 'relative' }}>
      <OutlinedField
        id={id}
        label={label}
        value={open ? box.query : selectedText}
        placeholder={placeholder}
        onChange={(event) => box.type(event.target.value)}
        onClick={box.show}
        onKeyDown={box.onKeyDown}
        onBlur={() => {
          box.close();
          onBlur();
        }}
        inputRef={inputRef}
        required={slot.field.required}
        error={error !== undefined}
        helperText={helperText(helperOf(props), valueState)}
        autoComplete="off"
        htmlInput={{
          role: 'combobox',
          readOnly,
          'aria-expanded': open,
          'aria-controls': box.listId,
          'aria-autocomplete': 'list',
          'aria-activedescendant':
            open && shown[activeIndex] ? box.optionId(activeIndex) : undefined,
          'data-field-name': slot.field.name,
        }}
        endAdornment={
          readOnly ? undefined : (
            <SelectButtons box={box} label={label} onClear={() => props.onChange(null)} />
          )
        }
      />
      {open ? <OptionsPopup box={box} label={label} /> : null}
    </Box>
  );
}

/**
 * The field's description, then what is known of a saved value missing from the options; nothing
 * when there is neither (so the field keeps no empty helper line).
 */
function helperText(helper: string | undefined, valueState: ValueState | null): ReactNode {
  if (!valueState) return helper;
  return (
    <>
      {helper ? `${helper} ` : ''}
      <Box component="span" sx={{ color: valueState.colour, fontWeight: 600 }}>
        {valueState.text}
      </Box>
    </>
  );
}

/** Clear (when there is a value) and the open/close arrow; neither takes focus from the input. */
function SelectButtons({
  box,
  label,
  onClear,
}: {
  box: Combobox;
  label: string;
  onClear: () => void;
}) {
  const strings = useFormStrings().select;
  return (
    <InputAdornment position="end">
      {box.hasValue ? (
        <IconButton
          size="small"
          aria-label={strings.clear(label)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClear}
        >
          <Clear fontSize="small" />
        </IconButton>
      ) : null}
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={box.open ? strings.close(label) : strings.open(label)}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (box.open ? box.close() : box.show())}
      >
        <ArrowDropDown fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
}

/** The open list under the input, and what the list is doing. */
function OptionsPopup({ box, label }: { box: Combobox; label: string }) {
  return (
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
        id={box.listId}
        label={label}
        options={box.shown}
        activeIndex={box.activeIndex}
        selected={box.selectedKey}
        optionId={box.optionId}
        onPick={box.pick}
        onHover={box.setActiveIndex}
        onNearEnd={box.options.loadMore}
      />
      <ListStatus options={box.options} shown={box.shown.length} query={box.deferredQuery} />
    </Paper>
  );
}

interface ValueState {
  text: string;
  colour: string;
}

function notFoundState(
  options: FieldOptions,
  readOnly: boolean,
  strings: FormStrings['select'],
): ValueState | null {
  if (readOnly) return null;
  if (options.waitingFor !== null)
    return { text: strings.chooseFirst(options.waitingFor), colour: 'warning.main' };
  if (options.blocked) return { text: options.blocked, colour: 'warning.main' };
  if (options.error) return { text: strings.labelLookupFailed, colour: 'warning.main' };
  if (options.end !== null) return { text: strings.notInOptions, colour: 'warning.main' };
  return { text: strings.lookingUpLabel, colour: 'text.secondary' };
}
