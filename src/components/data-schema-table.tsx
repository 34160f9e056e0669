import LockOutlined from '@mui/icons-material/LockOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DataType } from '@/api/models';
import { flattenFields, placeholderFor, sampleText } from '@/lib/data-types';
import { Badge } from './badge';
import { CopyButton } from './copy-button';

/**
 * A field of a data schema: a user's (labels, secrets, sample values, nested fields) or an installed
 * app's trigger data or action response data (variable, path, type, source, required, groups).
 */
export type SchemaField = Pick<DataType, 'variable' | 'data_path' | 'type' | 'required'> &
  Partial<Pick<DataType, 'display_label' | 'source' | 'secret' | 'value' | 'groups'>> & {
    children?: readonly SchemaField[];
  };

interface DataSchemaTableProps {
  fields: readonly SchemaField[];
  label: string;
  /** Said instead of an empty table. */
  empty?: string;
}

/**
 * A data schema as a table: one row per field (name, variable, type and source, flags and groups;
 * the placeholder that reads it, with a copy button; the sample value when the schema has any),
 * nested fields indented under theirs.
 */
export function DataSchemaTable({
  fields,
  label,
  empty = 'No data fields.',
}: DataSchemaTableProps) {
  const rows = flattenFields(fields);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  const withSamples = rows.some(({ field }) => field.value !== undefined);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Placeholder</TableCell>
            {withSamples ? <TableCell>Sample</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ field, depth }, index) => (
            <FieldRow
              key={`${field.data_path || field.variable}:${String(index)}`}
              field={field}
              depth={depth}
              withSample={withSamples}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function FieldRow({
  field,
  depth,
  withSample,
}: {
  field: SchemaField;
  depth: number;
  withSample: boolean;
}) {
  const name = field.display_label ?? (field.variable || field.data_path || '(unnamed)');
  const placeholder = placeholderFor(field);
  const about = [field.variable !== name ? field.variable : null, field.type, field.source]
    .filter(Boolean)
    .join(' · ');
  const groups = field.groups ?? [];
  return (
    <TableRow>
      <TableCell sx={{ pl: 2 + depth * 2, minWidth: 140 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
          {depth > 0 ? '↳ ' : ''}
          {name}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {about || 'no type'}
        </Typography>
        {field.required || field.secret || groups.length > 0 ? (
          <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap', marginTop: 2 }}>
            {field.required ? <Badge tone="info">Required</Badge> : null}
            {field.secret ? (
              <Badge tone="warning" icon={<LockOutlined />}>
                Secret
              </Badge>
            ) : null}
            {groups.length > 0 ? <Badge>Groups: {groups.join(', ')}</Badge> : null}
          </span>
        ) : null}
      </TableCell>
      <TableCell>
        <Typography
          variant="caption"
          component="code"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {placeholder}
        </Typography>
        <CopyButton value={placeholder} label={`Copy the placeholder of ${name}`} />
      </TableCell>
      {withSample ? (
        <TableCell sx={{ overflowWrap: 'anywhere' }}>{sampleText(field) ?? '—'}</TableCell>
      ) : null}
    </TableRow>
  );
}
