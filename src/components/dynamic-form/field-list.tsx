/**
 * The fields of a form, each through the type registry: basic fields first, `advanced` ones in a
 * collapsed section that opens by itself when one of them has an error.
 */
import { fieldDomId } from './field-dom-id';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { checkValue, type FieldSlot, type FormValues } from './model/field-values';
import { FieldInput } from './fields/registry';
import { labelOf } from './fields/types';

interface FieldListProps {
  slots: readonly FieldSlot[];
  control: Control<FormValues>;
  idPrefix: string;
  readOnly: boolean;
  advancedOpen: boolean;
  onAdvancedOpen: (open: boolean) => void;
}

function FieldRow({
  slot,
  control,
  idPrefix,
  readOnly,
}: Pick<FieldListProps, 'control' | 'idPrefix' | 'readOnly'> & { slot: FieldSlot }) {
  const id = fieldDomId(idPrefix, slot.key);
  if (!slot.supported) {
    return (
      <FieldInput
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
      rules={{ validate: (value) => checkValue(slot, value) ?? true }}
      render={({ field, fieldState }) => (
        <FieldInput
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
  const { slots, control, idPrefix, readOnly, advancedOpen, onAdvancedOpen } = props;
  const { errors } = useFormState({ control });
  const basic = slots.filter((slot) => !slot.field.advanced);
  const advanced = slots.filter((slot) => slot.field.advanced);
  const advancedError = advanced.some((slot) => errors[slot.key] !== undefined);
  const row = (slot: FieldSlot) => (
    <FieldRow
      key={slot.key}
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
        <Accordion
          disableGutters
          variant="outlined"
          expanded={advancedOpen || advancedError}
          onChange={(_event, open) => onAdvancedOpen(open)}
          slotProps={{ heading: { component: 'h3' } }}
        >
          <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${idPrefix}-advanced`}>
            <Typography sx={{ fontWeight: 600 }}>
              Advanced ({advanced.length} field{advanced.length === 1 ? '' : 's'})
              {advancedError ? ' · has errors' : ''}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${idPrefix}-advanced`}>
            <Stack spacing={2.5}>{advanced.map(row)}</Stack>
          </AccordionDetails>
        </Accordion>
      ) : null}
    </Stack>
  );
}
