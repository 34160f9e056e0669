import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { KNOWN_FIELD_TYPES } from '@/api/models';
import { Badge } from '@/components/badge';
import { EmptyState } from '@/components/empty-state';
import { toJsonText } from '@/components/json-view';
import { useWorkflowRoute } from './context';

const answerText = (value: unknown) =>
  value === undefined ? '—' : typeof value === 'string' ? value || '(empty)' : toJsonText(value, 0);

/** The settings form's fields and the acting user's answers (read-only). */
export function WorkflowSettingsPage() {
  const { workflow, userKey } = useWorkflowRoute();
  const form = Array.isArray(workflow.form) ? workflow.form : [];
  const answers: Record<string, unknown> =
    typeof workflow.form_data === 'object' && workflow.form_data !== null ? workflow.form_data : {};
  const known = new Set(form.flatMap((field) => [field.id, field.name]));
  const orphans = Object.keys(answers).filter((key) => !known.has(key));
  if (form.length === 0) {
    return (
      <Paper variant="outlined">
        <EmptyState title="This workflow has no settings form" />
      </Paper>
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        The answers of user “{userKey}” (switch user in the top bar).
      </Typography>
      {orphans.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Saved answers that match no field: {orphans.join(', ')}
        </Alert>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label="Settings fields and answers">
          <TableHead>
            <TableRow>
              <TableCell>Field</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Type</TableCell>
              <TableCell>Answer</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {form.map((field) => {
              const answer = answers[field.id] ?? answers[field.name];
              const supported = (KNOWN_FIELD_TYPES as readonly string[]).includes(field.type);
              return (
                <TableRow key={field.id}>
                  <TableCell sx={{ fontWeight: 600 }}>
                    {field.label || field.name}
                    {field.required ? ' *' : ''}
                  </TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {field.name}
                  </TableCell>
                  <TableCell>
                    <Badge tone={supported ? 'neutral' : 'warning'}>
                      {supported ? field.type : `${field.type} (unsupported)`}
                    </Badge>
                    {field.advanced ? ' advanced' : ''}
                  </TableCell>
                  <TableCell
                    sx={{
                      fontFamily: 'monospace',
                      whiteSpace: 'pre-wrap',
                      overflowWrap: 'anywhere',
                      maxWidth: 480,
                    }}
                  >
                    {answerText(answer)}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
