import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { CompletedActionsQuery } from '@/api/models';
import { ApplyTextInput } from '@/components/form/apply-text-input';
import { SelectField } from '@/components/form/native-fields';
import { FINISHED_STATUSES } from '../api/queries';

export type CompletedFilterPatch = Partial<
  Record<'execution_id' | 'workflow_id' | 'status', string | null>
>;

interface CompletedFiltersProps {
  query: CompletedActionsQuery;
  onChange: (patch: CompletedFilterPatch) => void;
}

/** Filters of the finished actions: execution, workflow, and one finished state. */
export function CompletedFilters({ query, onChange }: CompletedFiltersProps) {
  const filtered = Boolean(query.execution_id || query.workflow_id || query.status);
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }}
    >
      <ApplyTextInput
        label="Execution id"
        value={query.execution_id ?? ''}
        placeholder="Any execution"
        hint="Enter applies it"
        onApply={(value) => onChange({ execution_id: value })}
        width={300}
      />
      <ApplyTextInput
        label="Workflow id"
        value={query.workflow_id ?? ''}
        placeholder="Any workflow"
        hint="Enter applies it"
        onApply={(value) => onChange({ workflow_id: value })}
        width={300}
      />
      <SelectField
        label="Status"
        value={query.status ?? ''}
        onChange={(value) => onChange({ status: value })}
        options={[
          { value: '', label: 'Any finished state' },
          ...FINISHED_STATUSES.map((status) => ({ value: status, label: status })),
        ]}
        width={180}
      />
      {filtered ? (
        <Button
          onClick={() => onChange({ execution_id: null, workflow_id: null, status: null })}
          sx={{ mt: 2 }}
        >
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
