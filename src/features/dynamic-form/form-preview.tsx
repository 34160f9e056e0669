/**
 * A form rendered read-only from field definitions alone (an action type's form, an installed app's
 * schema action): what an end user would be asked, without loading options or saving anything.
 */
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import type { Field } from '@/api/models';
import { useForm } from 'react-hook-form';
import { FormSlotsProvider } from './fields/form-slots';
import { buildFormModel, type FormValues } from './model/field-values';
import { FieldList } from './field-list';
import { CONSOLE_FORM_KIT } from './fields/registry';

export function FormPreview({ fields, idPrefix }: { fields: readonly Field[]; idPrefix: string }) {
  const model = useMemo(() => buildFormModel(fields, {}), [fields]);
  const { control } = useForm<FormValues>({ defaultValues: model.values });
  const [advancedOpen, setAdvancedOpen] = useState(true);
  if (model.slots.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No fields to preview.
      </Typography>
    );
  }
  return (
    <FormSlotsProvider value={{ slots: model.slots, control }}>
      <section aria-label="Read-only form preview">
        <FieldList
          kit={CONSOLE_FORM_KIT}
          slots={model.slots}
          control={control}
          idPrefix={idPrefix}
          readOnly
          advancedOpen={advancedOpen}
          onAdvancedOpen={setAdvancedOpen}
        />
      </section>
    </FormSlotsProvider>
  );
}
