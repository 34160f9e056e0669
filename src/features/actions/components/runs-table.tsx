/**
 * Runs (executions) as rows: derived status, workflow, started, finished, duration and step counts;
 * a row opens to its steps (failures first) and each step's log opens in a side drawer, so the table
 * never reflows. The whole row toggles its steps; its execution id stays a real link (to the
 * execution's finished actions), beside the link to the run on its layout where its workflow is known.
 */
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Action } from '@/api/models';
import { CopyButton } from '@/components/copy-button';
import type { Column } from '@/components/data-table/columns';
import { RUN_COLUMNS as COLUMNS, type RunColumn } from '../run-columns';
import { ClickableRow } from '@/components/data-table/clickable-row';
import {
  Cell,
  DataTable,
  Fold,
  SkeletonRows,
  FullWidthCell,
} from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import { durationText } from '@/lib/relative-time';
import type { Run } from '../runs';
import type { WorkflowName } from '../use-workflow-names';
import { LogDrawer } from './log-drawer';
import { StatusBadge } from './status-badge';
import { RunSteps } from './run-steps';

interface RunsTableProps {
  runs: Run[] | undefined;
  label: string;
  skeletonRows: number;
  /** Names of the runs' workflows; without them the workflow column is left out (one workflow). */
  workflowNames?: ReadonlyMap<string, WorkflowName>;
  nodeNames?: ReadonlyMap<string, string>;
  /** The run's own view (`/workflows/:id/runs/:executionId`), where the run's workflow is known. */
  runLink?: (run: Run) => string | null;
  /** Columns the reader left out (the column chooser). */
  hidden?: ReadonlySet<string>;
}

/** "4 done · 1 failed · 2 waiting" */
function stepsText(run: Run): string {
  const { completed, failed, stopped, running, idle, other } = run.counts;
  const parts = [
    `${String(completed)} done`,
    failed ? `${String(failed)} failed` : '',
    stopped ? `${String(stopped)} stopped` : '',
    running ? `${String(running)} running` : '',
    idle ? `${String(idle)} waiting` : '',
    other ? `${String(other)} other` : '',
  ];
  return parts.filter(Boolean).join(' · ');
}

function WorkflowCell({ run, names }: { run: Run; names: ReadonlyMap<string, WorkflowName> }) {
  const id = run.workflowId;
  if (id === null) return <span>—</span>;
  const known = names.get(id);
  const label =
    known?.state === 'known'
      ? known.name
      : known?.state === 'missing'
        ? `Deleted workflow ${id}`
        : known?.state === 'failed'
          ? id
          : 'Loading the name…';
  return (
    <Truncate full={label}>
      <Link component={RouterLink} to={paths.workflow(id)} underline="hover">
        {label}
      </Link>
    </Truncate>
  );
}

const shortId = (id: string) => (id.length > 13 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id);

function FailedStep({ run, nodeNames }: { run: Run; nodeNames?: ReadonlyMap<string, string> }) {
  const step = run.failedStep;
  if (!step) return <span className="muted">—</span>;
  const name = nodeNames?.get(step.node_id) ?? (step.name || step.node_id);
  return (
    <>
      <Truncate full={name}>{name}</Truncate>
      {step.failure_note ? (
        <Typography variant="caption" color="error" component="div">
          <Truncate full={step.failure_note} />
        </Typography>
      ) : null}
    </>
  );
}

function RunRow({
  run,
  columns,
  workflowNames,
  nodeNames,
  runLink,
  onShowLog,
}: {
  run: Run;
  columns: readonly Column<RunColumn>[];
  workflowNames?: ReadonlyMap<string, WorkflowName>;
  nodeNames?: ReadonlyMap<string, string>;
  runLink?: string | null;
  onShowLog: (step: Action) => void;
}) {
  const [open, setOpen] = useState(false);
  const stepsId = `steps-${run.key}`;
  const executionLink = run.executionId
    ? paths.completedActions(new URLSearchParams({ execution_id: run.executionId }))
    : paths.completedActions();
  const duration = run.durationMs === null ? null : durationText(run.durationMs);
  return (
    <>
      <ClickableRow to={runLink ?? executionLink} onOpen={() => setOpen(!open)} selected={open}>
        <Cell col="run">
          <div style={{ display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}>
            <IconButton
              size="small"
              aria-expanded={open}
              aria-controls={open ? stepsId : undefined}
              aria-label={`${open ? 'Hide' : 'Show'} the steps of run ${run.executionId || run.key}`}
              onClick={() => setOpen(!open)}
              sx={{ ml: -1 }}
            >
              {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
            </IconButton>
            <StatusBadge status={run.status} />
            {run.partial ? ' ' : null}
            {run.partial ? (
              <Typography
                variant="caption"
                color="text.secondary"
                title="Some of its steps may be on pages not loaded yet"
              >
                partial
              </Typography>
            ) : null}
          </div>
          <Typography
            variant="caption"
            component="div"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            {run.executionId ? (
              <>
                <Link
                  component={RouterLink}
                  to={executionLink}
                  title={`Finished actions of execution ${run.executionId}`}
                  sx={{ fontFamily: 'monospace' }}
                >
                  <span className="visually-hidden">Execution </span>
                  {shortId(run.executionId)}
                </Link>
                <CopyButton value={run.executionId} label="Copy the execution id" />
                {runLink ? (
                  <Link component={RouterLink} to={runLink} underline="hover">
                    Open the run
                  </Link>
                ) : null}
              </>
            ) : (
              <span>No execution id</span>
            )}
          </Typography>
          {run.failureNote && !open ? (
            <Typography variant="caption" color="error" component="div" sx={{ mt: 0.25 }}>
              <Truncate full={run.failureNote} />
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="div">
            {workflowNames ? (
              <Fold col="workflow">
                {run.workflowId ? <WorkflowCell run={run} names={workflowNames} /> : null}
              </Fold>
            ) : null}
            <Fold col="started">
              Started{' '}
              {run.startedUtc ? (
                <Timestamp
                  text={run.steps.find((s) => s.run_at_utc === run.startedUtc)?.run_at_string}
                  utc={run.startedUtc}
                />
              ) : (
                'not yet'
              )}
            </Fold>
            <Fold col="steps">{stepsText(run)}</Fold>
            {run.failedStep ? (
              <Fold col="failed">
                Failed at{' '}
                {nodeNames?.get(run.failedStep.node_id) ??
                  (run.failedStep.name || run.failedStep.node_id)}
              </Fold>
            ) : null}
          </Typography>
        </Cell>
        {workflowNames ? (
          <Cell col="workflow">
            <WorkflowCell run={run} names={workflowNames} />
          </Cell>
        ) : null}
        <Cell col="started">
          {run.startedUtc ? (
            <Timestamp
              text={run.steps.find((s) => s.run_at_utc === run.startedUtc)?.run_at_string}
              utc={run.startedUtc}
            />
          ) : (
            <Typography variant="inherit" color="text.secondary" component="span">
              Not yet
            </Typography>
          )}
        </Cell>
        <Cell col="steps">{stepsText(run)}</Cell>
        <Cell col="failed">
          <FailedStep run={run} nodeNames={nodeNames} />
        </Cell>
        <Cell col="finished">
          {run.finishedUtc ? (
            <Timestamp text={null} utc={run.finishedUtc} align="end" />
          ) : (
            <Typography variant="inherit" color="text.secondary" component="span">
              {run.status === 'running' || run.status === 'upcoming' ? 'Not yet' : '—'}
            </Typography>
          )}
        </Cell>
        <Cell col="duration" align="right">
          {duration ?? '—'}
        </Cell>
      </ClickableRow>
      {open ? (
        <tr className="row-selected">
          <FullWidthCell columns={columns} style={{ paddingTop: 0 }}>
            <RunSteps run={run} id={stepsId} nodeNames={nodeNames} onShowLog={onShowLog} />
          </FullWidthCell>
        </tr>
      ) : null}
    </>
  );
}

export function RunsTable(props: RunsTableProps) {
  const { runs, label, skeletonRows, workflowNames, nodeNames, runLink, hidden } = props;
  const [log, setLog] = useState<Action | null>(null);
  const columns = workflowNames ? COLUMNS : COLUMNS.filter((column) => column.id !== 'workflow');
  return (
    <>
      <DataTable columns={columns} label={label} busy={runs === undefined} hidden={hidden}>
        {runs === undefined ? (
          <SkeletonRows columns={columns} rows={skeletonRows} lines={{ run: 2 }} />
        ) : (
          runs.map((run) => (
            <RunRow
              key={run.key}
              run={run}
              columns={columns}
              workflowNames={workflowNames}
              nodeNames={nodeNames}
              runLink={runLink?.(run)}
              onShowLog={setLog}
            />
          ))
        )}
      </DataTable>
      <LogDrawer
        step={log}
        nodeName={log ? nodeNames?.get(log.node_id) : undefined}
        onClose={() => setLog(null)}
      />
    </>
  );
}
