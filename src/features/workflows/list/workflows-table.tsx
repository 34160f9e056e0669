import { Link as RouterLink } from 'react-router';
import type { WorkflowSummary } from '@/api/models';
import { Badge } from '@/components/badge';
import type { Column } from '@/components/data-table/columns';
import { ClickableRow } from '@/components/data-table/clickable-row';
import {
  Cell,
  DataTable,
  Fold,
  SkeletonRows,
  type TableSort,
} from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { HoverHint } from '@/components/hover-hint';
import { Timestamp } from '@/components/timestamp';
import { paths } from '@/config/paths';
import { formatCount } from '@/utils/format-count';
import { withUniqueKeys } from '@/utils/unique-keys';
import { DraftChip } from '../components/status-chips';
import { WorkflowSwitch } from '../components/workflow-switch';
import { workflowState } from './workflow-state';

export type WorkflowColumn =
  | 'name'
  | 'state'
  | 'last_run'
  | 'updated'
  | 'draft'
  | 'runs'
  | 'key'
  | 'created'
  | 'steps'
  | 'published';

/** Priorities: the name and state always; then when it last ran and changed; then the rest. */
const WORKFLOW_COLUMNS: readonly Column<WorkflowColumn>[] = [
  { id: 'name', label: 'Name', minWidth: 280, priority: 1, sortFirst: 'asc' },
  {
    id: 'state',
    label: 'State',
    width: 136,
    priority: 1,
    hint: 'On or off, with the switch (where the service offers it). Where the service’s status says otherwise, it is shown beside.',
  },
  { id: 'last_run', label: 'Last run', width: 120, priority: 2, hint: 'last_executed_at' },
  { id: 'updated', label: 'Updated', width: 120, priority: 2, sortFirst: 'desc' },
  { id: 'draft', label: 'Draft', width: 86, priority: 3 },
  {
    id: 'runs',
    label: 'Runs',
    width: 78,
    priority: 3,
    align: 'right',
    hint: 'Executions so far (executions_count)',
  },
  { id: 'key', label: 'Key', width: 160, priority: 4 },
  { id: 'created', label: 'Created', width: 120, priority: 4, sortFirst: 'desc' },
  {
    id: 'steps',
    label: 'Steps',
    width: 76,
    priority: 5,
    align: 'right',
    hint: 'Actions in the workflow’s layout (actions_count), not actions run',
  },
  { id: 'published', label: 'Published', width: 120, priority: 5, hint: 'last_published_at' },
];

interface WorkflowsTableProps {
  rows: WorkflowSummary[] | undefined;
  /** How many skeleton rows to show while there are no rows yet. */
  skeletonRows: number;
  sort: TableSort<WorkflowColumn>;
  onRowHover?: (row: WorkflowSummary) => void;
}

const count = (value: number | null): string => (value === null ? '—' : formatCount(value));

function State({ row }: { row: WorkflowSummary }) {
  const state = workflowState(row);
  const badge = (
    <Badge tone={state.label === 'On' ? 'success' : 'neutral'} filled={state.label === 'On'}>
      {state.label}
      {state.status ? <span style={{ fontWeight: 400 }}>· {state.status}</span> : null}
    </Badge>
  );
  if (!state.note) return badge;
  return (
    <HoverHint hint={state.note} decorative>
      {badge}
      <span className="visually-hidden">{state.note}</span>
    </HoverHint>
  );
}

function NameCell({ row }: { row: WorkflowSummary }) {
  const name = row.name || '(unnamed workflow)';
  return (
    <Cell col="name">
      <Truncate full={name} lines={2}>
        <RouterLink className="cell-link" to={paths.workflow(row.id)}>
          {name}
        </RouterLink>
      </Truncate>
      {row.description ? (
        <div className="cell-caption">
          <Truncate full={row.description} />
        </div>
      ) : null}
      <div className="cell-caption" style={{ display: 'flex', flexWrap: 'wrap' }}>
        <Fold col="key">
          <code>{row.key || '—'}</code>
        </Fold>
        <Fold col="last_run">
          Last run{' '}
          <Timestamp
            text={row.last_executed_at_string}
            utc={row.last_executed_at_utc}
            never="never"
          />
        </Fold>
        <Fold col="runs">{count(row.executions_count)} runs</Fold>
        <Fold col="updated">
          Updated <Timestamp text={row.updated_at_string} utc={row.updated_at_utc} />
        </Fold>
      </div>
    </Cell>
  );
}

export function WorkflowsTable({ rows, skeletonRows, sort, onRowHover }: WorkflowsTableProps) {
  return (
    <DataTable columns={WORKFLOW_COLUMNS} label="Workflows" busy={rows === undefined} sort={sort}>
      {rows === undefined ? (
        <SkeletonRows columns={WORKFLOW_COLUMNS} rows={skeletonRows} lines={{ name: 2 }} />
      ) : (
        withUniqueKeys(rows, (row) => row.id).map(({ key, row }) => (
          <ClickableRow
            key={key}
            to={paths.workflow(row.id)}
            onMouseEnter={() => onRowHover?.(row)}
          >
            <NameCell row={row} />
            <Cell col="state">
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 2 }}>
                <State row={row} />
                <WorkflowSwitch workflow={row} />
              </span>
              <Fold col="draft">
                <DraftChip hasDraft={row.has_draft} />
              </Fold>
            </Cell>
            <Cell col="last_run">
              <Timestamp text={row.last_executed_at_string} utc={row.last_executed_at_utc} />
            </Cell>
            <Cell col="updated">
              <Timestamp text={row.updated_at_string} utc={row.updated_at_utc} />
            </Cell>
            <Cell col="draft">
              <DraftChip hasDraft={row.has_draft} />
            </Cell>
            <Cell col="runs" align="right">
              {count(row.executions_count)}
            </Cell>
            <Cell col="key">{row.key ? <Truncate full={row.key} mono /> : '—'}</Cell>
            <Cell col="created">
              <Timestamp text={row.created_at_string} utc={row.created_at_utc} align="end" />
            </Cell>
            <Cell col="steps" align="right">
              {count(row.actions_count)}
            </Cell>
            <Cell col="published">
              <Timestamp
                text={row.last_published_at_string}
                utc={row.last_published_at_utc}
                never="Not published"
                align="end"
              />
            </Cell>
          </ClickableRow>
        ))
      )}
    </DataTable>
  );
}
