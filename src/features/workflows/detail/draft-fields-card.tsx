import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Workflow } from '@/api/models';
import { Badge } from '@/components/badge';
import { JsonView } from '@/components/json-view';
import { diffValues, formatPath, previewValue, type ValueChange } from '@/lib/diff/value-diff';
import { OverviewCard } from './overview-cards';

const FIELDS = [
  ['event_trigger', 'event_trigger_draft', 'Trigger'],
  ['match_conditions', 'match_conditions_draft', 'Match conditions'],
  ['trigger_conditions', 'trigger_conditions_draft', 'Trigger conditions'],
] as const;

const SYMBOL: Record<ValueChange['kind'], string> = { added: '+', removed: '−', changed: '~' };

function describe(change: ValueChange): string {
  const path = formatPath(change.path);
  if (change.kind === 'added') return `${path}: added ${previewValue(change.after)}`;
  if (change.kind === 'removed') return `${path}: removed ${previewValue(change.before)}`;
  return `${path}: ${previewValue(change.before)} → ${previewValue(change.after)}`;
}

/** The workflow-level drafts beside their published values, with a path-level diff. */
export function DraftFieldsCard({ workflow }: { workflow: Workflow }) {
  return (
    <OverviewCard title="Trigger and conditions: published and draft" id="draft-fields-title">
      <Stack spacing={3}>
        {FIELDS.map(([published, draft, label]) => {
          const before = workflow[published];
          const after = workflow[draft];
          const changes = diffValues(before, after);
          return (
            <Box component="section" key={published} aria-label={label}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle2" component="h3">
                  {label}
                </Typography>
                {changes.length === 0 ? (
                  <Badge>Unchanged</Badge>
                ) : (
                  <Badge tone="warning">
                    {changes.length} change{changes.length === 1 ? '' : 's'} in the draft
                  </Badge>
                )}
              </Stack>
              {changes.length === 0 ? (
                <JsonView
                  value={before}
                  empty="Not set"
                  label={`${label}, published and draft`}
                  maxHeight={200}
                />
              ) : (
                <>
                  <Box
                    component="ul"
                    sx={{ m: 0, mb: 1, pl: 0, listStyle: 'none', fontSize: '0.875rem' }}
                    aria-label={`${label} changes`}
                  >
                    {changes.map((change) => (
                      <li
                        key={`${change.kind}:${formatPath(change.path)}`}
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        <strong aria-hidden>{SYMBOL[change.kind]} </strong>
                        {describe(change)}
                      </li>
                    ))}
                  </Box>
                  <Stack direction={{ xs: 'column', md: 'row' }} spacing={1}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="caption" color="text.secondary">
                        Published
                      </Typography>
                      <JsonView
                        value={before}
                        empty="Not set"
                        label={`${label}, published`}
                        maxHeight={200}
                      />
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography variant="caption" color="text.secondary">
                        Draft
                      </Typography>
                      <JsonView
                        value={after}
                        empty="Not set"
                        label={`${label}, draft`}
                        maxHeight={200}
                      />
                    </Box>
                  </Stack>
                </>
              )}
            </Box>
          );
        })}
      </Stack>
    </OverviewCard>
  );
}
