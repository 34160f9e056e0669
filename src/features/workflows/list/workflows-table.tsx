import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { WorkflowSummary } from '@/api/models';
import { SkeletonText } from '@/components/skeleton-text';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import { DraftChip, OnOffChip, StatusChip } from '../components/status-chips';

const COLUMNS = [
  { id: 'name', label: 'Name' },
  { id: 'key', label: 'Key' },
  { id: 'status', label: 'Status' },
  { id: 'on', label: 'On' },
  { id: 'draft', label: 'Draft' },
  { id: 'actions', label: 'Actions', numeric: true },
  { id: 'executions', label: 'Executions', numeric: true },
  { id: 'last_executed', label: 'Last executed' },
  { id: 'last_published', label: 'Last published' },
  { id: 'updated', label: 'Updated' },
] as const;

interface WorkflowsTableProps {
  rows: WorkflowSummary[] | undefined;
  /** How many skeleton rows to show while there are no rows yet. */
  skeletonRows: number;
  onRowHover?: (row: WorkflowSummary) => void;
}

function count(value: number | null): string {
  return value === null ? '—' : value.toLocaleString('en-US');
}

function SkeletonRows({ count: rows }: { count: number }) {
  return Array.from({ length: rows }, (_, index) => (
    <TableRow key={index} data-testid="skeleton-row">
      {COLUMNS.map((column) => (
        <TableCell key={column.id}>
          <SkeletonText style={{ width: column.id === 'name' ? 180 : 70 }} />
        </TableCell>
      ))}
    </TableRow>
  ));
}

export function WorkflowsTable({ rows, skeletonRows, onRowHover }: WorkflowsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Workflows" aria-busy={rows === undefined}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column.id} align={'numeric' in column ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined ? (
            <SkeletonRows count={skeletonRows} />
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} hover onMouseEnter={() => onRowHover?.(row)}>
                <TableCell sx={{ maxWidth: 360 }}>
                  <Link
                    component={RouterLink}
                    to={paths.workflow(row.id)}
                    underline="hover"
                    sx={{ fontWeight: 600 }}
                  >
                    {row.name || '(unnamed workflow)'}
                  </Link>
                  {row.description ? (
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      component="p"
                      noWrap
                      title={row.description}
                    >
                      {row.description}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell
                  title={row.key}
                  sx={{
                    fontFamily: 'monospace',
                    fontSize: '0.8rem',
                    whiteSpace: 'nowrap',
                    maxWidth: 220,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {row.key || '—'}
                </TableCell>
                <TableCell>
                  <StatusChip status={row.status} />
                </TableCell>
                <TableCell>
                  <OnOffChip on={row.on} />
                </TableCell>
                <TableCell>
                  <DraftChip hasDraft={row.has_draft} />
                </TableCell>
                <TableCell align="right">{count(row.actions_count)}</TableCell>
                <TableCell align="right">{count(row.executions_count)}</TableCell>
                <TableCell>
                  <Timestamp text={row.last_executed_at_string} utc={row.last_executed_at_utc} />
                </TableCell>
                <TableCell>
                  <Timestamp
                    text={row.last_published_at_string}
                    utc={row.last_published_at_utc}
                    never="Not published"
                  />
                </TableCell>
                <TableCell>
                  <Timestamp text={row.updated_at_string} utc={row.updated_at_utc} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
