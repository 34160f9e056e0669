import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SchemaTrigger } from '@/api/models';
import { JsonView } from '@/components/json-view';
import { DataSchemaTable } from './data-schema-table';

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const KNOWN = new Set(['key', 'name', 'description', 'data_schema']);

/** Properties the interface does not describe, shown as they came. */
function others(trigger: object): Record<string, unknown> | null {
  const rest = Object.fromEntries(Object.entries(trigger).filter(([key]) => !KNOWN.has(key)));
  return Object.keys(rest).length > 0 ? rest : null;
}

function TriggerCard({ trigger, index }: { trigger: Partial<SchemaTrigger>; index: number }) {
  const name = str(trigger.name) ?? str(trigger.key) ?? `Trigger ${index + 1}`;
  const id = `schema-trigger-${index}`;
  const rest = others(trigger);
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {name}
            {str(trigger.key) ? (
              <Typography
                component="code"
                sx={{ ml: 1, fontSize: '0.8rem', color: 'text.secondary' }}
              >
                {trigger.key}
              </Typography>
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {str(trigger.description) ?? 'No description.'}
          </Typography>
          <DataSchemaTable
            label={`Data of ${name}`}
            variables={trigger.data_schema}
            empty="No data fields described."
          />
          {rest ? <JsonView value={rest} label={`Other properties of ${name}`} /> : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The events the app can start workflows with. */
export function SchemaTriggers({ triggers }: { triggers: unknown }) {
  const list = Array.isArray(triggers) ? (triggers as unknown[]) : [];
  if (list.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        This app brings no triggers.
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {list.map((trigger, index) =>
        typeof trigger === 'object' && trigger !== null ? (
          <TriggerCard key={index} trigger={trigger as Partial<SchemaTrigger>} index={index} />
        ) : (
          <JsonView key={index} value={trigger} label={`Trigger ${index + 1}`} />
        ),
      )}
    </Stack>
  );
}
