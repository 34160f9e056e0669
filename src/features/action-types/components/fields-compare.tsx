import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ActionType } from '@/api/models';
import { Badge } from '@/components/badge';
import { ErrorBoundary } from '@/components/error-boundary';
import { allPairs, formFieldNames } from '../pairs';
import { PairView } from './pairs/registry';

/** Every published/draft pair of the action type: unchanged, or what the draft changes. */
export function FieldsCompare({ actionType }: { actionType: ActionType }) {
  const publishedNames = formFieldNames(actionType.form);
  const draftNames = formFieldNames(actionType.form_draft);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Published and draft, field by field">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 160 }}>Field</TableCell>
            <TableCell sx={{ width: 130 }}>Draft</TableCell>
            <TableCell>Value (published → draft)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {allPairs(actionType).map((pair) => {
            return (
              <TableRow key={pair.field} sx={{ verticalAlign: 'top' }} aria-label={pair.label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {pair.label}
                </TableCell>
                <TableCell>
                  {pair.changed ? (
                    <Badge tone="warning">~ Changed</Badge>
                  ) : (
                    <Badge>Unchanged</Badge>
                  )}
                </TableCell>
                <TableCell sx={{ minWidth: 0 }}>
                  <ErrorBoundary what={pair.label} resetKeys={[actionType]}>
                    <PairView pair={pair} publishedNames={publishedNames} draftNames={draftNames} />
                  </ErrorBoundary>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
