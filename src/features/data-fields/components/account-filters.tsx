import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ApplyTextInput } from '@/components/form/apply-text-input';
import { parseTypes } from '../data-fields';
import { TypeFilter } from './type-filter';

export type AccountFilterPatch = Partial<
  Record<'user_key' | 'event_trigger' | 'type', string | null>
>;

interface AccountFiltersProps {
  search: URLSearchParams;
  actingUserKey: string;
  onChange: (patch: AccountFilterPatch) => void;
}

export const ACCOUNT_FILTERS = ['user_key', 'event_trigger', 'type'] as const;

/** The account data-field filters: user (default the acting user), event trigger, and types. */
export function AccountFilters({ search, actingUserKey, onChange }: AccountFiltersProps) {
  const filtered = ACCOUNT_FILTERS.some((name) => search.has(name));
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <ApplyTextInput
          label="User key"
          value={search.get('user_key') ?? ''}
          placeholder={actingUserKey}
          hint={`Empty: the acting user (${actingUserKey})`}
          onApply={(value) => onChange({ user_key: value })}
          width={220}
        />
        <ApplyTextInput
          label="Event trigger"
          value={search.get('event_trigger') ?? ''}
          placeholder="e.g. contact.created"
          hint="Adds the fields that trigger sends"
          onApply={(value) => onChange({ event_trigger: value })}
          width={240}
        />
        {filtered ? (
          <Button
            onClick={() => onChange({ user_key: null, event_trigger: null, type: null })}
            sx={{ mt: 2 }}
          >
            Clear filters
          </Button>
        ) : null}
      </Stack>
      <TypeFilter
        selected={parseTypes(search.get('type'))}
        onChange={(types) => onChange({ type: types.join(',') })}
      />
    </Stack>
  );
}
