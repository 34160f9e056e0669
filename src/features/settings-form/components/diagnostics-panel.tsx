/**
 * For admins: does each AsyncSelect field's options endpoint answer, how many options loaded, does the
 * cursor advance, was max_items hit, is the saved value among the options; and saved answers that
 * match no field.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Badge } from '@/components/badge';
import { DefinitionList } from '@/components/definition-list';
import {
  useFieldOptions,
  type FieldOptions,
  labelOf,
  type FieldSlot,
  type FormModel,
  type LookupField,
  unsupportedFilters,
  valueKey,
} from '@/features/dynamic-form';
import { OrphanKeys } from './orphan-keys';

type Tone = 'success' | 'warning' | 'error' | 'neutral';

function endpointState(options: FieldOptions): [Tone, string] {
  if (options.blocked) return ['warning', `Not requested: ${options.blocked}`];
  if (options.error)
    return [
      'error',
      options.error instanceof Error ? options.error.message : 'The request failed.',
    ];
  if (options.loading) return ['neutral', 'Checking…'];
  if (options.pagesLoaded > 0) return ['success', 'Answers'];
  return ['neutral', 'Not checked'];
}

function cursorState(options: FieldOptions): [Tone, string] {
  if (options.end === 'stuck') return ['error', 'Does not advance (the same cursor came back)'];
  if (options.pagesLoaded >= 2) return ['success', `Advances (${options.pagesLoaded} pages)`];
  if (options.end === 'end') return ['neutral', 'One page, no cursor'];
  return ['neutral', 'Not checked beyond the first page'];
}

function savedState(options: FieldOptions, saved: unknown): [Tone, string] {
  if (saved === null || saved === undefined || saved === '') return ['neutral', 'No saved value'];
  const found = options.byValue.get(valueKey(saved));
  if (found) return ['success', `Found: “${found.label}”`];
  if (options.end !== null || options.error || options.blocked)
    return ['warning', `“${valueKey(saved)}” not found in options`];
  return ['neutral', 'Looking…'];
}

function FieldCheck({ slot, lookup }: { slot: FieldSlot; lookup: LookupField }) {
  const saved = slot.saved;
  const options = useFieldOptions(slot.field.data, lookup, { active: true, wanted: saved });
  const [walking, setWalking] = useState(false);
  const { end, loadingMore, error, loadMore, pagesLoaded } = options;
  useEffect(() => {
    if (walking && end === null && !loadingMore && !error) loadMore();
  }, [walking, end, loadingMore, error, loadMore, pagesLoaded]);

  const row = ([tone, text]: [Tone, string]) => <Badge tone={tone}>{text}</Badge>;
  const filters = unsupportedFilters(slot.field.data);
  return (
    <Card variant="outlined" component="section" aria-label={`Diagnostics of ${labelOf(slot)}`}>
      <CardContent>
        <Typography variant="subtitle2" component="h4" sx={{ overflowWrap: 'anywhere' }}>
          {labelOf(slot)} <code style={{ fontSize: '0.75rem' }}>{slot.field.name}</code>
        </Typography>
        <DefinitionList
          items={[
            { label: 'Endpoint', value: row(endpointState(options)) },
            {
              label: 'Options loaded',
              value: `${options.options.length.toLocaleString('en-US')} (max_items ${options.maxItems.toLocaleString('en-US')})`,
            },
            { label: 'Cursor', value: row(cursorState(options)) },
            {
              label: 'max_items',
              value: row(
                options.end === 'max_items'
                  ? ['warning', 'Hit: the provider has more options than max_items']
                  : options.end === null
                    ? ['neutral', 'Not reached so far']
                    : ['success', 'Not hit'],
              ),
            },
            { label: 'Saved value', value: row(savedState(options, saved)) },
            ...(filters.length > 0
              ? [
                  {
                    label: 'Ignored filters',
                    value: `${filters.join(', ')} (only contains_var is understood)`,
                  },
                ]
              : []),
            ...(options.problems.length > 0
              ? [{ label: 'Problems', value: options.problems.join(' ') }]
              : []),
          ]}
        />
        <Button
          size="small"
          sx={{ mt: 1 }}
          disabled={walking && end === null && !error}
          onClick={() => (error ? options.retry() : setWalking(true))}
        >
          {error
            ? 'Retry'
            : end !== null
              ? 'All pages checked'
              : walking
                ? 'Checking pages…'
                : 'Check every page'}
        </Button>
      </CardContent>
    </Card>
  );
}

export function DiagnosticsPanel({ model }: { model: FormModel }) {
  const selects = model.slots.filter((slot) => slot.field.type === 'AsyncSelect');
  const unsupported = model.slots.filter((slot) => !slot.supported);
  const lookup: LookupField = (ref) => {
    const slot =
      model.slots.find((candidate) => candidate.field.name === ref) ??
      model.slots.find((candidate) => candidate.field.id === ref);
    return slot ? { label: labelOf(slot), value: model.values[slot.key] } : undefined;
  };
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="diagnostics-title">
      <Typography variant="h6" component="h3" id="diagnostics-title">
        Diagnostics
      </Typography>
      {model.orphanKeys.length > 0 ? (
        <OrphanKeys keys={model.orphanKeys} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          Every saved answer matches a field.
        </Typography>
      )}
      {unsupported.length > 0 ? (
        <Alert severity="warning">
          Fields of a type the console cannot edit (their values are sent back unchanged):{' '}
          {unsupported.map((slot) => `${labelOf(slot)} (${slot.field.type})`).join(', ')}
        </Alert>
      ) : null}
      {selects.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No AsyncSelect fields.
        </Typography>
      ) : (
        selects.map((slot) => <FieldCheck key={slot.key} slot={slot} lookup={lookup} />)
      )}
    </Stack>
  );
}
