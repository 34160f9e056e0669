import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SearchInput } from '@/components/form/search-input';
import { SelectField } from '@/components/form/native-fields';
import { clearedPatch, type ParamPatch, type ParamValues } from '@/lib/list-search';
import { completedActionsParams, FINISHED_STATUSES } from '../api/queries';
import { WorkflowPicker } from './workflow-picker';

type Params = typeof completedActionsParams;

interface CompletedFiltersProps {
  values: ParamValues<Params>;
  /** Whose workflows the picker offers. */
  userKey: string;
  onChange: (patch: ParamPatch<Params>) => void;
}

/** Filters of the finished actions: workflow (picked by name), execution, and one finished state. */
export function CompletedFilters({ values, userKey, onChange }: CompletedFiltersProps) {
  const filtered = Object.keys(values).length > 0;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }}
    >
      <WorkflowPicker
        value={values.workflow_id}
        userKey={userKey}
        onChange={(workflowId) => onChange({ workflow_id: workflowId })}
      />
      <SearchInput
        label="Execution id"
        value={values.execution_id ?? ''}
        placeholder="Any execution"
        hint="Enter applies it"
        onApply={(value) => onChange({ execution_id: value })}
        width={280}
      />
      <SelectField
        label="Status"
        value={values.status ?? ''}
        onChange={(value) => onChange({ status: completedActionsParams.status.read(value) })}
        options={[
          { value: '', label: 'Any finished state' },
          ...FINISHED_STATUSES.map((status) => ({ value: status, label: status })),
        ]}
        width={180}
      />
      {filtered ? (
        <Button onClick={() => onChange(clearedPatch(completedActionsParams))} sx={{ mt: 2 }}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
