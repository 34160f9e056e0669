import Clear from '@mui/icons-material/Clear';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SelectField } from '@/components/form/native-fields';
import { SearchInput } from '@/components/form/search-input';
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

/** How long typing in the name search must pause before it runs (Enter runs it at once). */
const SEARCH_PAUSE_MS = 300;

const toTri = (value: boolean | undefined): TriState =>
  value === undefined ? 'any' : value ? 'true' : 'false';
const fromTri = (value: string): boolean | undefined =>
  value === 'any' ? undefined : value === 'true';

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
      <SearchInput
        landmark="Workflows"
        label="Name or key"
        value={values.q ?? ''}
        placeholder="Search every page"
        hint="Words of the name or key"
        applyAfterPauseMs={SEARCH_PAUSE_MS}
        onApply={(text) => onChange({ q: text }, { replace: true })}
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
      <SearchInput
        landmark="Workflows of user"
        label="User key"
        value={values.user_key ?? ''}
        placeholder={actingUserKey}
        hint={values.user_key ? 'Enter applies it' : `Acting user: ${actingUserKey}`}
        onApply={(key) => onChange({ user_key: key })}
        width={180}
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
