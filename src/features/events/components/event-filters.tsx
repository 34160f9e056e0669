import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { TextInput } from '@/components/form/native-fields';
import { SearchInput } from '@/components/form/search-input';
import type { ParamPatch } from '@/lib/list-search';
import type { EventFilters as Filters, eventFilterParams } from '../event-filter';

/** How long typing must pause before a filter applies (Enter applies it at once). */
const SEARCH_PAUSE_MS = 300;

interface EventFiltersProps {
  values: Filters;
  /** The kinds of event seen so far, offered as suggestions for the type. */
  kinds: readonly string[];
  onChange: (patch: ParamPatch<typeof eventFilterParams>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/** Type, subject and time range: applied by the console to every page it reads. */
export function EventFilters({ values, kinds, onChange, onClear }: EventFiltersProps) {
  const kindsId = useId();
  const filtered = Object.keys(values).length > 0;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', p: 2 }}
    >
      <SearchInput
        landmark="Events by type"
        label="Type"
        value={values.type ?? ''}
        placeholder="e.g. draft_discarded"
        hint="Words of the event’s type"
        list={kindsId}
        applyAfterPauseMs={SEARCH_PAUSE_MS}
        onApply={(type) => onChange({ type }, { replace: true })}
        width={220}
      />
      <datalist id={kindsId}>
        {kinds.map((kind) => (
          <option key={kind} value={kind} />
        ))}
      </datalist>
      <SearchInput
        landmark="Events by subject"
        label="Subject"
        value={values.subject ?? ''}
        placeholder="A name, key or id"
        hint="What the event is about"
        applyAfterPauseMs={SEARCH_PAUSE_MS}
        onApply={(subject) => onChange({ subject }, { replace: true })}
        width={220}
      />
      <TextInput
        type="date"
        label="From"
        value={values.from ?? ''}
        onChange={(from) => onChange({ from: from || undefined })}
        width={160}
      />
      <TextInput
        type="date"
        label="To"
        value={values.to ?? ''}
        onChange={(to) => onChange({ to: to || undefined })}
        hint="Both days included"
        width={160}
      />
      {filtered ? (
        <Button onClick={onClear} sx={{ mt: 0.5 }}>
          Clear filters
        </Button>
      ) : null}
    </Stack>
  );
}
