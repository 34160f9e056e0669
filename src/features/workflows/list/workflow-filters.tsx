import Clear from '@mui/icons-material/Clear';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type SyntheticEvent } from 'react';
import { SelectField, TextInput } from '@/components/form/native-fields';
import { SearchBox } from '@/components/search-box';
import type { ParamPatch } from '@/lib/list-search';
import { ORDER_OPTIONS, orderInForce, orderPatch } from './list-order';
import type { WorkflowListValues, workflowListParams } from './list-params';

interface WorkflowFiltersProps {
  values: WorkflowListValues;
  actingUserKey: string;
  /** Admin-only filters (is_template) are offered in admin view only. */
  adminView: boolean;
  onChange: (patch: ParamPatch<typeof workflowListParams>, options?: { replace?: boolean }) => void;
  onClear: () => void;
  /** The name of the action type the list is filtered by, once known. */
  actionTypeName?: string;
}

type TriState = 'any' | 'true' | 'false';

const toTri = (value: boolean | undefined): TriState =>
  value === undefined ? 'any' : value ? 'true' : 'false';
const fromTri = (value: string): boolean | undefined =>
  value === 'any' ? undefined : value === 'true';

function UserKeyFilter({
  value,
  placeholder,
  onApply,
}: {
  value: string;
  placeholder: string;
  onApply: (key: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The URL changed (back/forward, clear): show what it says.
    setSeen(value);
    setDraft(value);
  }
  const apply = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (draft.trim() !== value) onApply(draft.trim());
  };
  return (
    <form
      onSubmit={apply}
      role="search"
      aria-label="Workflows of user"
      style={{ maxWidth: '100%' }}
    >
      <TextInput
        label="User key"
        value={draft}
        placeholder={placeholder}
        hint={value ? 'Enter applies it' : `Acting user: ${placeholder}`}
        onChange={setDraft}
        onBlur={() => apply()}
        width={180}
      />
    </form>
  );
}

export function WorkflowFilters({
  values,
  actingUserKey,
  adminView,
  onChange,
  onClear,
  actionTypeName,
}: WorkflowFiltersProps) {
  const order = orderInForce(values);
  const filtered = Object.keys(values).length > 0;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }}
    >
      <SearchBox
        name="Workflows"
        label="Name or key"
        value={values.q ?? ''}
        placeholder="Search every page"
        hint="Words of the name or key"
        onSearch={(text) => onChange({ q: text }, { replace: true })}
        width={240}
      />
      <SelectField
        label="Draft"
        value={toTri(values.draft)}
        onChange={(value) => onChange({ draft: fromTri(value) })}
        options={[
          { value: 'any', label: 'Any' },
          { value: 'true', label: 'Has a draft' },
          { value: 'false', label: 'No draft' },
        ]}
        width={140}
      />
      {values.action_type !== undefined ? (
        <Button
          variant="outlined"
          size="small"
          endIcon={<Clear aria-hidden />}
          sx={{ mt: 2.5, maxWidth: 320, textTransform: 'none' }}
          aria-label={`Uses action type ${actionTypeName ?? values.action_type}: remove this filter`}
          onClick={() => onChange({ action_type: undefined })}
        >
          <span className="trunc">Uses {actionTypeName ?? values.action_type}</span>
        </Button>
      ) : null}
      <UserKeyFilter
        value={values.user_key ?? ''}
        placeholder={actingUserKey}
        onApply={(key) => onChange({ user_key: key })}
      />
      <SelectField
        label="On / off"
        value={toTri(values.on)}
        onChange={(value) => onChange({ on: fromTri(value) })}
        options={[
          { value: 'any', label: 'Any' },
          { value: 'true', label: 'On' },
          { value: 'false', label: 'Off' },
        ]}
        width={130}
      />
      {adminView || values.is_template !== undefined ? (
        <SelectField
          label="Template"
          value={toTri(values.is_template)}
          onChange={(value) => onChange({ is_template: fromTri(value) })}
          options={[
            { value: 'any', label: 'Any' },
            { value: 'true', label: 'Templates only' },
            { value: 'false', label: 'Not templates' },
          ]}
          width={160}
        />
      ) : null}
      <SelectField
        label="Sort"
        value={`${order.by}:${order.direction}`}
        onChange={(value) => {
          const option = ORDER_OPTIONS.find((candidate) => candidate.value === value);
          if (option) onChange(orderPatch(option.order));
        }}
        options={ORDER_OPTIONS}
        width={200}
      />
      {filtered ? (
        <Button onClick={onClear} sx={{ mt: 0.5 }}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
