import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ColumnHeads } from '@/components/column-heads';
import type { SchemaDataType } from '@/api/models';

const COLUMNS = ['Variable', 'Data path', 'Type', 'Source', 'Required', 'Groups'] as const;

interface DataSchemaTableProps {
  label: string;
  /** An action's response data schema or a trigger's data schema. */
  variables: readonly SchemaDataType[];
  empty: string;
}

/** Variables a response or trigger provides, one row each. */
export function DataSchemaTable({ label, variables, empty }: DataSchemaTableProps) {
  if (variables.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <ColumnHeads columns={COLUMNS} />
      <TableBody>
        {variables.map((row, index) => (
          <TableRow key={`${row.variable}:${String(index)}`}>
            <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {row.variable || '—'}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {row.data_path || '—'}
            </TableCell>
            <TableCell>{row.type || '—'}</TableCell>
            <TableCell>{row.source || '—'}</TableCell>
            <TableCell>{row.required ? 'Yes' : 'No'}</TableCell>
            <TableCell>{row.groups?.length ? row.groups.join(', ') : '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
