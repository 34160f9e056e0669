import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SelectField, TextInput } from '@/components/form/native-fields';
import { SearchInput } from '@/components/form/search-input';
import { ACTIONS, STATUS_LABELS } from './actions';
import { STATUS_CHOICES, type AuditFilters } from './api';
import { isoFromInput, localInputValue } from './time-input';

interface AuditFiltersProps {
  filters: AuditFilters;
  /** Operators see only their own actions: no user filter. */
  ownOnly: boolean;
  onChange: (patch: Partial<AuditFilters>) => void;
  onClear: () => void;
}

const ACTION_OPTIONS = [
  { value: '', label: 'Any action' },
  ...ACTIONS.map(([value, label]) => ({ value, label })),
];
const STATUS_OPTIONS = [
  { value: '', label: 'Any status' },
  ...STATUS_CHOICES.map((value) => ({ value, label: STATUS_LABELS[value] })),
];

/** The Audit screen's filters; each change goes to the URL (and back to the first page). */
export function AuditFilterBar({ filters, ownOnly, onChange, onClear }: AuditFiltersProps) {
  const any = Object.keys(filters).length > 0;
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ p: 2, flexWrap: 'wrap', alignItems: 'flex-end' }}
      role="search"
      aria-label="Audit trail"
    >
      {ownOnly ? null : (
        <SearchInput
          label="User"
          placeholder="Any user"
          value={filters.user ?? ''}
          onApply={(user) => onChange({ user })}
          applyAfterPauseMs={300}
          width={180}
        />
      )}
      <SelectField
        label="Action"
        value={filters.action ?? ''}
        options={ACTION_OPTIONS}
        onChange={(action) => onChange({ action })}
        width={230}
      />
      <SearchInput
        label="Resource"
        placeholder="workflow:<id>"
        value={filters.resource ?? ''}
        onApply={(resource) => onChange({ resource })}
        applyAfterPauseMs={300}
        width={240}
      />
      <SelectField
        label="Status"
        value={filters.status ?? ''}
        options={STATUS_OPTIONS}
        onChange={(status) =>
          onChange({ status: STATUS_CHOICES.find((choice) => choice === status) })
        }
        width={180}
      />
      <TextInput
        type="datetime-local"
        label="From"
        value={localInputValue(filters.from)}
        onChange={(value) => onChange({ from: isoFromInput(value) })}
        width={200}
      />
      <TextInput
        type="datetime-local"
        label="Until"
        value={localInputValue(filters.to)}
        onChange={(value) => onChange({ to: isoFromInput(value) })}
        width={200}
      />
      {any ? <Button onClick={onClear}>Clear filters</Button> : null}
    </Stack>
  );
}
