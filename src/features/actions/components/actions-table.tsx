import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Action } from '@/api/models';
import { JsonView } from '@/components/json-view';
import { SkeletonText } from '@/components/skeleton-text';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import { ActionStatus } from './action-status';

interface ActionsTableProps {
  rows: Action[] | undefined;
  skeletonRows: number;
  /** Node names by node id, when the workflow's layout is known. */
  nodeNames?: ReadonlyMap<string, string>;
  /** Extra column: a link to the workflow (for lists across workflows). */
  workflowLink?: (action: Action) => { to: string; label: string } | null;
  label: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Actions with their status, node, times, failure note and log, and a link to their execution. */
export function ActionsTable({
  rows,
  skeletonRows,
  nodeNames,
  workflowLink,
  label,
}: ActionsTableProps) {
  const columns = [
    'Status',
    'Node',
    'Ran',
    'Completed',
    'Failed',
    'Stopped',
    'Failure note',
    'Log',
    'Execution',
    ...(workflowLink ? ['Workflow'] : []),
  ];
  return (
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={rows === undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === undefined
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={index} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <TableCell key={column}>
                      <SkeletonText style={{ width: 70 }} />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((action, index) => {
                const nodeId = text(action.node_id);
                const nodeName = nodeId ? nodeNames?.get(nodeId) : undefined;
                const executionId = text(action.execution_id);
                const link = workflowLink?.(action);
                return (
                  <TableRow key={text(action.uuid) ?? index} sx={{ verticalAlign: 'top' }}>
                    <TableCell>
                      <ActionStatus status={action.status} />
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Typography
                        variant="body2"
                        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                      >
                        {nodeName ?? text(action.name) ?? '—'}
                      </Typography>
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
                      >
                        {nodeId ?? 'no node'}
                        {nodeId && !nodeName && nodeNames ? ' (not in the published layout)' : ''}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Timestamp
                        text={action.run_at_string}
                        utc={action.run_at_utc}
                        never="Not run"
                      />
                    </TableCell>
                    <TableCell>
                      <Timestamp
                        text={action.completed_at_string}
                        utc={action.completed_at_utc}
                        never="—"
                      />
                    </TableCell>
                    <TableCell>
                      <Timestamp
                        text={action.failed_at_string}
                        utc={action.failed_at_utc}
                        never="—"
                      />
                    </TableCell>
                    <TableCell>
                      <Timestamp
                        text={action.stopped_at_string}
                        utc={action.stopped_at_utc}
                        never="—"
                      />
                    </TableCell>
                    <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                      {text(action.failure_note) ?? '—'}
                    </TableCell>
                    <TableCell sx={{ minWidth: 120, maxWidth: 420 }}>
                      {action.log &&
                      typeof action.log === 'object' &&
                      Object.keys(action.log).length > 0 ? (
                        <details>
                          <summary style={{ cursor: 'pointer' }}>Show log</summary>
                          <JsonView
                            value={action.log}
                            label={`Log of ${nodeName ?? text(action.name) ?? 'the action'}`}
                            maxHeight={260}
                          />
                        </details>
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          Empty
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {executionId ? (
                        <Link
                          component={RouterLink}
                          to={paths.completedActions(
                            new URLSearchParams({ execution_id: executionId }),
                          )}
                          sx={{
                            fontFamily: 'monospace',
                            fontSize: '0.8rem',
                            overflowWrap: 'anywhere',
                          }}
                        >
                          {executionId}
                        </Link>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    {workflowLink ? (
                      <TableCell>
                        {link ? (
                          <Link component={RouterLink} to={link.to}>
                            {link.label}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </TableCell>
                    ) : null}
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
