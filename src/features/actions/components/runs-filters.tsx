import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { SelectField } from '@/components/form/native-fields';
import { paths } from '@/config/paths';
import { clearedPatch, type ParamPatch, type ParamValues } from '@/lib/list-search';
import { accountRunsParams, PERIOD_LABELS, PERIODS, RUN_STATUSES } from '../account-runs';
import { WorkflowPicker } from './workflow-picker';

type Params = typeof accountRunsParams;

interface RunsFiltersProps {
  values: ParamValues<Params>;
  userKey: string;
  onChange: (patch: ParamPatch<Params>) => void;
}

/** The Runs screen's filters (workflow, status, period) and the way to the raw actions. */
export function RunsFilters({ values, userKey, onChange }: RunsFiltersProps) {
  const filtered = Object.keys(values).length > 0;
  const raw = values.workflow_id
    ? paths.completedActions(new URLSearchParams({ workflow_id: values.workflow_id }))
    : paths.completedActions();
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
      <SelectField
        label="Status"
        value={values.status ?? ''}
        onChange={(value) => onChange({ status: accountRunsParams.status.read(value) })}
        options={[
          { value: '', label: 'Any status' },
          ...RUN_STATUSES.map((status) => ({ value: status, label: status })),
        ]}
        width={160}
      />
      <SelectField
        label="Started"
        value={values.period ?? ''}
        onChange={(value) => onChange({ period: accountRunsParams.period.read(value) })}
        options={[
          { value: '', label: 'Any time' },
          ...PERIODS.map((period) => ({ value: period, label: PERIOD_LABELS[period] })),
        ]}
        width={180}
      />
      {filtered ? (
        <Button onClick={() => onChange(clearedPatch(accountRunsParams))} sx={{ mt: 2 }}>
          Clear filters
        </Button>
      ) : null}
      <Link component={RouterLink} to={raw} sx={{ mt: 2.5, ml: 'auto' }} variant="body2">
        The raw actions
      </Link>
    </Stack>
  );
}
