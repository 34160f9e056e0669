import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ColumnHeads } from '@/components/column-heads';
import type { Field } from '@/api/models';
import { JsonView } from '@/components/json-view';
import { FormPreview } from '@/features/dynamic-form';

const COLUMNS = ['Name', 'Label', 'Type', 'Required', 'Advanced'] as const;

/**
 * A schema action's form fields as a table: names exactly as the schema writes them (double
 * underscores for brackets), label and description, type (with its configuration, such as an
 * AsyncSelect's option source, in a disclosure), required and advanced.
 */
function FieldDefinitions({ fields, label }: { fields: readonly Field[]; label: string }) {
  return (
    <Table size="small" aria-label={label}>
      <ColumnHeads columns={COLUMNS} />
      <TableBody>
        {fields.map((field, index) => (
          <TableRow key={`${field.id}:${String(index)}`}>
            <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {field.name || '—'}
            </TableCell>
            <TableCell>
              {field.label || '—'}
              {field.description ? (
                <Typography variant="caption" color="text.secondary" component="p">
                  {field.description}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>
              {field.type || '—'}
              {Object.keys(field.data.raw).length > 0 ? (
                <details>
                  <summary style={{ cursor: 'pointer', fontSize: '0.75rem' }}>
                    Configuration
                  </summary>
                  <JsonView value={field.data.raw} maxHeight={240} label="Field configuration" />
                </details>
              ) : null}
            </TableCell>
            <TableCell>{field.required ? 'Yes' : 'No'}</TableCell>
            <TableCell>{field.advanced ? 'Yes' : 'No'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface SchemaActionFormProps {
  fields: readonly Field[];
  /** The action's name, for the accessible names of the preview and the table. */
  actionName: string;
  /** A prefix unique on the page for the preview's element ids. */
  idPrefix: string;
}

/**
 * A schema action's form: previewed read-only with the settings-form renderer (what a user filling it
 * in would see; nothing loads, nothing is saved), then its field definitions as the schema gives them.
 */
export function SchemaActionForm({ fields, actionName, idPrefix }: SchemaActionFormProps) {
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No form fields.
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        role="group"
        aria-label={`Form preview of ${actionName}`}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
      >
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1.5 }}>
          Preview, read-only: what a user filling in this action&apos;s form sees. Options are not
          loaded and nothing is saved.
        </Typography>
        <FormPreview fields={fields} idPrefix={idPrefix} />
      </Box>
      <FieldDefinitions fields={fields} label={`Form fields of ${actionName}`} />
    </Box>
  );
}
