/**
 * Renders settings-form fields on their own (the registry, react-hook-form, the options cache), for
 * component tests of each field type. The form's current values are shown as JSON in a <output>, as
 * a stand-in for "what would be sent".
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Field } from '@/api/models';
import type { Field as WireField } from '@/api/wire';

type FieldData = WireField['data'];
import {
  FieldList,
  CONSOLE_FORM_KIT,
  FormSlotsProvider,
  buildFormModel,
  toFormData,
  type FormValues,
} from '@/features/dynamic-form';
import { createQueryClient } from '@/lib/query-client';

export const PROVIDER = 'https://provider.test/provider';

export const channelsConfig = (extra: Partial<FieldData> = {}): FieldData => ({
  url: `${PROVIDER}/chatter/conversations.list`,
  target_url: null,
  label_key: 'name',
  value_key: 'id',
  object_key: 'channels',
  parameters: { limit: '100' },
  pagination: {
    type: 'cursor',
    max_items: 2000,
    cursor_path: 'response_metadata.next_cursor',
    cursor_param: 'cursor',
  },
  fetch_mode: 'on_open',
  filters: [
    { id: 'contains_var_query', type: 'contains_var', field: 'name', value: 'field.query' },
  ],
  ...extra,
});

export const contactsConfig = (extra: Partial<FieldData> = {}): FieldData => ({
  url: `${PROVIDER}/crm/contacts`,
  target_url: null,
  label_key: 'full_name',
  value_key: 'contact_id',
  object_key: 'data.items',
  parameters: { page_size: '100' },
  pagination: {
    type: 'cursor',
    max_items: 2000,
    cursor_path: 'paging.next',
    cursor_param: 'after',
  },
  fetch_mode: 'on_open',
  filters: [{ id: 'q', type: 'contains_var', field: 'full_name', value: 'field.query' }],
  ...extra,
});

function Harness({ fields, formData }: { fields: Field[]; formData: Record<string, unknown> }) {
  const model = useMemo(() => buildFormModel(fields, formData), [fields, formData]);
  const { control } = useForm<FormValues>({ defaultValues: model.values, mode: 'onTouched' });
  const values = useWatch({ control }) as FormValues;
  const [advancedOpen, setAdvancedOpen] = useState(false);
  return (
    <FormSlotsProvider value={{ slots: model.slots, control }}>
      <FieldList
        kit={CONSOLE_FORM_KIT}
        slots={model.slots}
        control={control}
        idPrefix="t"
        readOnly={false}
        advancedOpen={advancedOpen}
        onAdvancedOpen={setAdvancedOpen}
      />
      <output aria-label="Answers to send">
        {JSON.stringify(toFormData(model.slots, values))}
      </output>
    </FormSlotsProvider>
  );
}

export function renderFields(fields: Field[], formData: Record<string, unknown> = {}) {
  const queryClient = createQueryClient({ retry: false });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Harness fields={fields} formData={formData} />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
