import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ColumnHeads } from '@/components/column-heads';
import type { ConnectionField, InstalledSchema } from '@/api/models';
import { Badge } from '@/components/badge';
import { Markdown } from '@/lib/markdown/markdown';
import { isSecretField } from '../schema-view';

const COLUMNS = ['Name', 'Label', 'Type', 'Required', 'Description'] as const;

function ConnectionFields({ fields }: { fields: readonly ConnectionField[] }) {
  if (fields.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        The connection has no fields.
      </Typography>
    );
  }
  return (
    <Table size="small" aria-label="Connection fields">
      <ColumnHeads columns={COLUMNS} />
      <TableBody>
        {fields.map((field, index) => (
          <TableRow key={`${field.name}:${String(index)}`}>
            <TableCell sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
              {field.name || '—'}
            </TableCell>
            <TableCell>{field.label || '—'}</TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {field.type || '—'}
                {isSecretField(field) ? (
                  <Badge tone="warning" icon={<LockOutlined />} title="Holds a credential">
                    Secret
                  </Badge>
                ) : null}
              </Box>
            </TableCell>
            <TableCell>{field.required ? 'Yes' : 'No'}</TableCell>
            <TableCell>{field.description ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What connecting the app asks for, and its setup instructions (Markdown, rendered safely). */
export function SchemaConnectionView({
  connection,
}: {
  connection: InstalledSchema['connection'];
}) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The fields a user fills in to connect the app. The schema describes them; it holds no
        values.
      </Typography>
      <ConnectionFields fields={connection.fields} />
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
        Setup instructions
      </Typography>
      <Markdown
        source={connection.setup_instructions}
        headingLevel={5}
        empty={
          <Typography variant="body2" color="text.secondary">
            The app gives no setup instructions.
          </Typography>
        }
      />
    </Box>
  );
}
