import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SearchInput } from '@/components/form/search-input';
import { clearedPatch, type ParamPatch, type ParamValues } from '@/lib/list-search';
import { accountDataFieldsParams } from '../api/queries';
import { TypeFilter } from './type-filter';

type Params = typeof accountDataFieldsParams;

interface AccountFiltersProps {
  values: ParamValues<Params>;
  actingUserKey: string;
  onChange: (patch: ParamPatch<Params>) => void;
}

/** The account data-field filters: user (default the acting user), event trigger, and types. */
export function AccountFilters({ values, actingUserKey, onChange }: AccountFiltersProps) {
  const filtered = Object.keys(values).length > 0;
  return (
    <Stack spacing={1} sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <SearchInput
          label="User key"
          value={values.user_key ?? ''}
          placeholder={actingUserKey}
          hint={`Empty: the acting user (${actingUserKey})`}
          onApply={(value) => onChange({ user_key: value })}
          width={220}
        />
        <SearchInput
          label="Event trigger"
          value={values.event_trigger ?? ''}
          placeholder="e.g. contact.created"
          hint="Adds the fields that trigger sends"
          onApply={(value) => onChange({ event_trigger: value })}
          width={240}
        />
        {filtered ? (
          <Button onClick={() => onChange(clearedPatch(accountDataFieldsParams))} sx={{ mt: 2 }}>
            Clear filters
          </Button>
        ) : null}
      </Stack>
      <TypeFilter selected={values.type ?? []} onChange={(types) => onChange({ type: types })} />
    </Stack>
  );
}
