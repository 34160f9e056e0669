/**
 * A trigger or condition value for people: labelled rows (both versions and what changed when they
 * differ), the raw JSON behind a disclosure.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Badge } from '@/components/badge';
import { JsonView } from '@/components/json-view';
import { FIELD_LABELS, type TriggerField } from '../changes';
import { pairRows } from './field-rows';
import { FieldRowsTable } from './field-rows-table';

interface TriggerFieldSectionProps {
  field: TriggerField;
  before: unknown;
  after: unknown;
  baseTitle: string;
  headTitle: string;
  /** Says "in the draft" or "between the two" after the count. */
  changedWhere: string;
}

const isUnset = (value: unknown) => value === null || value === undefined;

export function TriggerFieldSection(props: TriggerFieldSectionProps) {
  const { field, before, after, baseTitle, headTitle, changedWhere } = props;
  const label = FIELD_LABELS[field];
  const rows = useMemo(() => pairRows(before, after), [before, after]);
  const changes = rows.filter((row) => row.status !== 'same').length;
  const unset = isUnset(before) && isUnset(after);
  return (
    <Box component="section" aria-label={label}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}
        useFlexGap
      >
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        {changes === 0 ? (
          <Badge>Unchanged</Badge>
        ) : (
          <Badge tone="warning">
            {changes} change{changes === 1 ? '' : 's'} {changedWhere}
          </Badge>
        )}
      </Stack>
      {unset ? (
        <Typography variant="body2" color="text.secondary">
          Not set.
        </Typography>
      ) : (
        <FieldRowsTable
          rows={rows}
          label={`${label}: ${changes === 0 ? 'settings' : `${baseTitle} and ${headTitle}`}`}
          baseTitle={baseTitle}
          headTitle={headTitle}
          single={changes === 0}
        />
      )}
      {unset ? null : (
        <Box
          component="details"
          sx={{ mt: 1, '& summary': { cursor: 'pointer', fontSize: '0.875rem' } }}
        >
          <summary>Raw JSON</summary>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mt: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {changes === 0 ? 'Value' : baseTitle}
              </Typography>
              <JsonView
                value={before}
                empty="Not set"
                label={`${label}, ${baseTitle}, as JSON`}
                maxHeight={200}
              />
            </Box>
            {changes === 0 ? null : (
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" color="text.secondary">
                  {headTitle}
                </Typography>
                <JsonView
                  value={after}
                  empty="Not set"
                  label={`${label}, ${headTitle}, as JSON`}
                  maxHeight={200}
                />
              </Box>
            )}
          </Stack>
        </Box>
      )}
    </Box>
  );
}
