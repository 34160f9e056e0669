import LockOutlined from '@mui/icons-material/LockOutlined';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DataType } from '@/api/models';
import { Badge } from '@/components/badge';
import { CopyButton } from '@/components/copy-button';
import { flattenFields, placeholderFor, sampleText } from '@/lib/data-types';

/**
 * A user's `user_data_schema` as a table: one row per field (name, variable, type and flags; placeholder
 * with a copy button; sample value), nested fields indented under theirs.
 */
export function DataSchemaTable({ fields, label }: { fields: DataType[]; label: string }) {
  const rows = flattenFields(fields);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Placeholder</TableCell>
            <TableCell>Sample</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ field, depth }, index) => {
            const name = field.display_label ?? (field.variable || '(unnamed)');
            const placeholder = placeholderFor(field);
            return (
              <TableRow key={`${field.data_path || name}:${String(index)}`}>
                <TableCell sx={{ pl: 2 + depth * 2, minWidth: 140 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
                    {depth > 0 ? '↳ ' : ''}
                    {name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[field.variable !== name ? field.variable : null, field.type]
                      .filter(Boolean)
                      .join(' · ') || 'no type'}
                  </Typography>
                  {field.required || field.secret ? (
                    <span
                      style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap', marginTop: 2 }}
                    >
                      {field.required ? <Badge tone="info">Required</Badge> : null}
                      {field.secret ? (
                        <Badge tone="warning" icon={<LockOutlined />}>
                          Secret
                        </Badge>
                      ) : null}
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
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{sampleText(field) ?? '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
