import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PlaceholderText } from '@/components/placeholder-text';
import { isSecretName } from '@/lib/templates/header-lines';

interface EntriesTableProps {
  /** The table's accessible name: "Headers of Send message". */
  label: string;
  /** A schema action's headers or params: name to value. */
  entries: Readonly<Record<string, string>>;
  /** Field names `{{form[...]}}` may use; others are flagged. */
  formNames: ReadonlySet<string>;
}

/**
 * Headers or params as name/value rows, placeholders shown by kind; secrets (`{% redact %}`, and the
 * literal value of a credential-like name) are never shown.
 */
export function EntriesTable({ label, entries, formNames }: EntriesTableProps) {
  const rows = Object.entries(entries);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '30%' }}>Name</TableCell>
          <TableCell>Value</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {name}
            </TableCell>
            <TableCell>
              <PlaceholderText
                text={value}
                formNames={formNames}
                secretValue={isSecretName(name)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
