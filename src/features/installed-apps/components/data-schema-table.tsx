import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ColumnHeads } from '@/components/column-heads';
import type { SchemaDataType } from '@/api/models';
import { groupsOf } from '../groups';

const COLUMNS = ['Variable', 'Data path', 'Type', 'Source', 'Required', 'Groups'] as const;

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : '—');

interface DataSchemaTableProps {
  label: string;
  /** An action's response data schema or a trigger's data schema. */
  variables: unknown;
  empty: string;
}

/** Variables a response or trigger provides, one row each. */
export function DataSchemaTable({ label, variables, empty }: DataSchemaTableProps) {
  const rows = Array.isArray(variables) ? (variables as Partial<SchemaDataType>[]) : [];
  if (rows.length === 0) {
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
        {rows.map((row, index) => {
          const groups = groupsOf(row?.groups);
          return (
            <TableRow key={`${str(row?.variable)}:${index}`}>
              <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                {str(row?.variable)}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {str(row?.data_path)}
              </TableCell>
              <TableCell>{str(row?.type)}</TableCell>
              <TableCell>{str(row?.source)}</TableCell>
              <TableCell>{row?.required === true ? 'Yes' : 'No'}</TableCell>
              <TableCell>{groups.length > 0 ? groups.join(', ') : '—'}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
