import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { SchemaAction } from '@/api/models';
import { AppIcon } from '@/components/app-icon';
import { DefinitionList } from '@/components/definition-list';
import { PlaceholderText } from '@/components/placeholder-text';
import { formNamesOf } from '../schema-view';
import { DataSchemaTable } from '@/components/data-schema-table';
import { EntriesTable } from './entries-table';
import { SchemaActionForm } from './schema-action-form';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h5" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface SchemaActionCardProps {
  action: SchemaAction;
  /** The element id the schema's table of contents links to. */
  anchorId: string;
}

/** One action of an installed schema: what it calls, with what, its form and its response data. */
export function SchemaActionCard({ action, anchorId }: SchemaActionCardProps) {
  const name = action.name || '(unnamed action)';
  const fields = action.form;
  const formNames = formNamesOf(fields);
  return (
    <Card
      variant="outlined"
      component="section"
      id={anchorId}
      aria-labelledby={`${anchorId}-title`}
    >
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <AppIcon url={action.icon.url} name={name} size={28} />
            <Box sx={{ minWidth: 0 }}>
              <Typography
                id={`${anchorId}-title`}
                variant="subtitle1"
                component="h4"
                sx={{ fontWeight: 600 }}
              >
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {action.description ?? 'No description.'}
              </Typography>
            </Box>
          </Stack>
          <DefinitionList
            items={[
              {
                label: 'HTTP method',
                value: <code>{action.http_method?.toUpperCase() ?? 'Not set'}</code>,
              },
              { label: 'URL', value: <PlaceholderText text={action.url} formNames={formNames} /> },
              { label: 'Type', value: action.type || '—' },
              { label: 'Source', value: action.source ?? '—' },
              {
                label: 'Needs app connection',
                value: action.required_app_connection ?? 'No',
              },
            ]}
          />
          <Part title="Headers">
            <EntriesTable
              label={`Headers of ${name}`}
              entries={action.headers}
              formNames={formNames}
            />
          </Part>
          <Part title="Params">
            <EntriesTable
              label={`Params of ${name}`}
              entries={action.params}
              formNames={formNames}
            />
          </Part>
          <Part title="Form">
            <SchemaActionForm fields={fields} actionName={name} idPrefix={`${anchorId}-form`} />
          </Part>
          <Part title="Response data">
            <DataSchemaTable
              label={`Response data of ${name}`}
              fields={action.response_data_schema}
              empty="The response provides no data fields."
            />
          </Part>
        </Stack>
      </CardContent>
    </Card>
  );
}
