import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SchemaTrigger } from '@/api/models';
import { DataSchemaTable } from '@/components/data-schema-table';

function TriggerCard({ trigger, index }: { trigger: SchemaTrigger; index: number }) {
  const name = trigger.name ?? trigger.key ?? `Trigger ${String(index + 1)}`;
  const id = `schema-trigger-${String(index)}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent>
        <Stack spacing={1}>
          <Typography id={id} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
            {name}
            {trigger.key ? (
              <Typography
                component="code"
                sx={{ ml: 1, fontSize: '0.8rem', color: 'text.secondary' }}
              >
                {trigger.key}
              </Typography>
            ) : null}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {trigger.description ?? 'No description.'}
          </Typography>
          <DataSchemaTable
            label={`Data of ${name}`}
            fields={trigger.data_schema}
            empty="No data fields described."
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The events the app can start workflows with. */
export function SchemaTriggers({ triggers }: { triggers: readonly SchemaTrigger[] }) {
  if (triggers.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        This app brings no triggers.
      </Typography>
    );
  }
  return (
    <Stack spacing={1.5}>
      {triggers.map((trigger, index) => (
        <TriggerCard key={index} trigger={trigger} index={index} />
      ))}
    </Stack>
  );
}
