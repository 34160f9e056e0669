import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Workflow } from '@/api/models';
import { Badge } from '@/components/badge';
import { ErrorBoundary } from '@/components/error-boundary';
import { deepEqual } from '@/lib/diff/value-diff';
import type { TriggerField } from '../compare/changes';
import { TriggerFieldSection } from '../compare/fields/trigger-fields';

const FIELDS: [TriggerField, `${TriggerField}_draft`][] = [
  ['event_trigger', 'event_trigger_draft'],
  ['match_conditions', 'match_conditions_draft'],
  ['trigger_conditions', 'trigger_conditions_draft'],
];

/**
 * The workflow's trigger and conditions as labelled rows, published beside draft where the draft
 * changes them (word by word), the raw JSON behind a disclosure. Folded when nothing changed.
 */
export function DraftFieldsCard({ workflow }: { workflow: Workflow }) {
  const changed = FIELDS.filter(
    ([published, draft]) => !deepEqual(workflow[published], workflow[draft]),
  );
  return (
    <Card variant="outlined" component="section" aria-labelledby="draft-fields-title">
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            id="draft-fields-title"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 600 }}
          >
            Trigger and conditions
          </Typography>
          {changed.length === 0 ? (
            <Badge>{workflow.has_draft ? 'Unchanged in the draft' : 'No draft'}</Badge>
          ) : (
            <Badge tone="warning">{changed.length} of 3 changed in the draft</Badge>
          )}
        </Stack>
        <ErrorBoundary what="the “Trigger and conditions” card">
          <Box
            component="details"
            open={changed.length > 0}
            sx={{
              mt: 1,
              '& > summary': { cursor: 'pointer', color: 'text.secondary', fontSize: '0.875rem' },
            }}
          >
            <summary>The trigger, the match conditions and the trigger conditions</summary>
            <Stack spacing={3} sx={{ mt: 2 }}>
              {FIELDS.map(([published, draft]) => (
                <TriggerFieldSection
                  key={published}
                  field={published}
                  before={workflow[published]}
                  after={workflow[draft]}
                  baseTitle="Published"
                  headTitle="Draft"
                  changedWhere="in the draft"
                />
              ))}
            </Stack>
          </Box>
        </ErrorBoundary>
      </CardContent>
    </Card>
  );
}
