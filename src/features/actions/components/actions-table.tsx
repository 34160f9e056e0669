import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ColumnHeads } from '@/components/column-heads';
import { Link as RouterLink } from 'react-router';
import type { Action } from '@/api/models';
import { JsonView } from '@/components/json-view';
import { SkeletonRows } from '@/components/skeleton-rows';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import { ActionStatus } from './action-status';

interface ActionsTableProps {
  rows: Action[] | undefined;
  skeletonRows: number;
  /** Node names by node id, when the workflow's layout is known. */
  nodeNames?: ReadonlyMap<string, string>;
  label: string;
}

const COLUMNS = ['Status', 'Action and node', 'Times', 'Failure note', 'Log', 'Execution'];

/** The moments an action reached, each named; "Not run" when it has none. */
const MOMENTS = [
  ['Ran', 'run_at'],
  ['Completed', 'completed_at'],
  ['Failed', 'failed_at'],
  ['Stopped', 'stopped_at'],
] as const;

function Times({ action }: { action: Action }) {
  const reached = MOMENTS.filter(
    ([, key]) => action[`${key}_string`] !== null || action[`${key}_utc`] !== null,
  );
  if (reached.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        Not run
      </Typography>
    );
  }
  return (
    <Typography
      variant="body2"
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1 }}
    >
      {reached.map(([label, key]) => (
        <div key={key} style={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ pt: '2px' }}>
            {label}
          </Typography>
          <dd style={{ margin: 0 }}>
            <Timestamp text={action[`${key}_string`]} utc={action[`${key}_utc`]} />
          </dd>
        </div>
      ))}
    </Typography>
  );
}

function ActionAndNode({
  action,
  nodeNames,
}: {
  action: Action;
  nodeNames: ReadonlyMap<string, string> | undefined;
}) {
  const name = action.name || null;
  const nodeId = action.node_id || null;
  const nodeName = nodeId ? nodeNames?.get(nodeId) : undefined;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {name ?? nodeName ?? 'Unnamed action'}
      </Typography>
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {nodeName && nodeName !== name ? `node “${nodeName}” · ` : 'node '}
        <code>{nodeId ?? 'none'}</code>
        {nodeId && !nodeName && nodeNames ? ' (not in the published layout)' : ''}
      </Typography>
    </>
  );
}

/** Actions with their status, name and node, times, failure note and log, and a link to their execution. */
export function ActionsTable({ rows, skeletonRows, nodeNames, label }: ActionsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} aria-busy={rows === undefined}>
        <ColumnHeads columns={COLUMNS} />
        <TableBody>
          {rows === undefined ? (
            <SkeletonRows rows={skeletonRows} columns={COLUMNS.length} />
          ) : (
            rows.map((action, index) => {
              const executionId = action.execution_id;
              const logLabel = action.name || 'the action';
              return (
                <TableRow key={action.uuid || action.hashid || index} sx={{ verticalAlign: 'top' }}>
                  <TableCell>
                    <ActionStatus status={action.status} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    <ActionAndNode action={action} nodeNames={nodeNames} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 240 }}>
                    <Times action={action} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 140, maxWidth: 280, overflowWrap: 'anywhere' }}>
                    {action.failure_note ?? '—'}
                  </TableCell>
                  <TableCell sx={{ minWidth: 100, maxWidth: 420 }}>
                    {Object.keys(action.log).length > 0 ? (
                      <details>
                        <summary style={{ cursor: 'pointer', whiteSpace: 'nowrap' }}>
                          Show log
                        </summary>
                        <JsonView value={action.log} label={`Log of ${logLabel}`} maxHeight={260} />
                      </details>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        Empty
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 150 }}>
                    {executionId ? (
                      <Link
                        component={RouterLink}
                        to={paths.completedActions(
                          new URLSearchParams({ execution_id: executionId }),
                        )}
                        title={`Finished actions of execution ${executionId}`}
                        sx={{
                          display: 'block',
                          fontFamily: 'monospace',
                          fontSize: '0.8rem',
                          whiteSpace: 'nowrap',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                        }}
                      >
                        {executionId}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
