import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InstalledSchema, SchemaAction } from '@/api/models';
import { DefinitionList } from '@/components/definition-list';
import { categoriesText } from '../schema-view';
import { SchemaActionCard } from './schema-action';
import { SchemaConnectionView } from './schema-connection';
import { SchemaTriggers } from './schema-triggers';

const actionAnchor = (index: number) => `schema-action-${index}`;

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
      {children}
    </Typography>
  );
}

/** Links to each action further down the page. */
function ActionContents({ actions }: { actions: readonly SchemaAction[] }) {
  if (actions.length < 2) return null;
  return (
    <Box component="nav" aria-label="Actions in this schema">
      <Box component="ul" sx={{ m: 0, pl: 2.5, columns: { md: 2 }, fontSize: '0.875rem' }}>
        {actions.map((action, index) => (
          <li key={index}>
            <Link href={`#${actionAnchor(index)}`} underline="hover">
              {action.name || `Action ${String(index + 1)}`}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * An installed schema, read-only: the app's identity, each action (request, headers and params with
 * placeholders by kind and secrets redacted, form fields, response data), the triggers, and the
 * connection with its setup instructions.
 */
export function SchemaViewer({ schema }: { schema: InstalledSchema }) {
  const { actions, triggers } = schema;
  return (
    <Stack spacing={2}>
      <DefinitionList
        items={[
          { label: 'Name', value: schema.name || '—' },
          { label: 'Identifier', value: <code>{schema.identifier || '—'}</code> },
          { label: 'Description', value: schema.description ?? 'None' },
          {
            label: 'Categories',
            value: categoriesText(schema.primary_category, schema.secondary_category) ?? 'None',
          },
        ]}
      />
      <SectionTitle>{`Actions (${actions.length})`}</SectionTitle>
      {actions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          This app brings no actions.
        </Typography>
      ) : (
        <>
          <ActionContents actions={actions} />
          {actions.map((action, index) => (
            <SchemaActionCard key={index} action={action} anchorId={actionAnchor(index)} />
          ))}
        </>
      )}
      <SectionTitle>{`Triggers (${triggers.length})`}</SectionTitle>
      <SchemaTriggers triggers={triggers} />
      <SectionTitle>Connection</SectionTitle>
      <SchemaConnectionView connection={schema.connection} />
    </Stack>
  );
}
