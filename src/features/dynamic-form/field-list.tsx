/**
 * The fields of a form, each through the type registry: basic fields first, `advanced` ones in a
 * collapsed section that opens by itself when one of them has an error.
 */
import { fieldDomId } from './field-dom-id';
import Stack from '@mui/material/Stack';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { checkValue, type FieldSlot, type FormValues } from './model/field-values';
import { FieldInput, type FieldComponents, type FormKit } from './fields/field-input';
import { labelOf } from './model/field-values';
import { useFormStrings } from './strings';

interface FieldListProps {
  /** Type -> editor and the advanced section: the console's CONSOLE_FORM_KIT, or a screen's own. */
  kit: FormKit;
  slots: readonly FieldSlot[];
  control: Control<FormValues>;
  idPrefix: string;
  readOnly: boolean;
  advancedOpen: boolean;
  onAdvancedOpen: (open: boolean) => void;
}

function FieldRow({
  components,
  slot,
  control,
  idPrefix,
  readOnly,
}: Pick<FieldListProps, 'control' | 'idPrefix' | 'readOnly'> & {
  components: FieldComponents;
  slot: FieldSlot;
}) {
  const strings = useFormStrings();
  const id = fieldDomId(idPrefix, slot.key);
  if (!slot.supported) {
    return (
      <FieldInput
        components={components}
        type={slot.field.type}
        slot={slot}
        id={id}
        label={labelOf(slot)}
        value={null}
        onChange={() => undefined}
        onBlur={() => undefined}
        inputRef={() => undefined}
        error={undefined}
        readOnly
      />
    );
  }
  return (
    <Controller
      control={control}
      name={slot.key}
      rules={{ validate: (value) => checkValue(slot, value, strings.fields) ?? true }}
      render={({ field, fieldState }) => (
        <FieldInput
          components={components}
          type={slot.field.type}
          slot={slot}
          id={id}
          label={labelOf(slot)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={fieldState.error?.message}
          readOnly={readOnly}
        />
      )}
    />
  );
}

export function FieldList(props: FieldListProps) {
  const { kit, slots, control, idPrefix, readOnly, advancedOpen, onAdvancedOpen } = props;
  const { AdvancedSection } = kit;
  const { errors } = useFormState({ control });
  const strings = useFormStrings();
  const basic = slots.filter((slot) => !slot.field.advanced);
  const advanced = slots.filter((slot) => slot.field.advanced);
  const advancedError = advanced.some((slot) => errors[slot.key] !== undefined);
  const row = (slot: FieldSlot) => (
    <FieldRow
      key={slot.key}
      components={kit.fields}
      slot={slot}
      control={control}
      idPrefix={idPrefix}
      readOnly={readOnly}
    />
  );
  return (
    <Stack spacing={2.5}>
      {basic.map(row)}
      {advanced.length > 0 ? (
        <AdvancedSection
          id={`${idPrefix}-advanced`}
          title={strings.fields.advanced(advanced.length, advancedError)}
          open={advancedOpen || advancedError}
          onOpenChange={onAdvancedOpen}
        >
          <Stack spacing={2.5}>{advanced.map(row)}</Stack>
        </AdvancedSection>
      ) : null}
    </Stack>
  );
}
