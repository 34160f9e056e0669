import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { WorkflowSummary } from '@/api/models';
import { Badge } from '@/components/badge';
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
import { WORKFLOW_COLUMNS, type WorkflowColumn } from './workflow-columns';

interface WorkflowsTableProps {
  rows: WorkflowSummary[] | undefined;
  /** How many skeleton rows to show while there are no rows yet. */
  skeletonRows: number;
  sort: TableSort<WorkflowColumn>;
  /** Columns the reader left out (the column chooser). */
  hidden?: ReadonlySet<string>;
  /** Rows can be chosen for a bulk action (a checkbox first in each row). */
  selection?: TableSelection;
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

function NameCell({ row, choose }: { row: WorkflowSummary; choose: ReactNode }) {
  const name = row.name || '(unnamed workflow)';
  const link = (
    <Truncate full={name} lines={2}>
      <RouterLink className="cell-link" to={paths.workflow(row.id)}>
        {name}
      </RouterLink>
    </Truncate>
  );
  return (
    <Cell col="name">
      {choose ? (
        <span style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
          {choose}
          {link}
        </span>
      ) : (
        link
      )}
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

export interface TableSelection {
  has: (id: string) => boolean;
  toggle: (row: WorkflowSummary, shift: boolean, page: readonly WorkflowSummary[]) => void;
}

export function WorkflowsTable({
  rows,
  skeletonRows,
  sort,
  hidden,
  selection,
  onRowHover,
}: WorkflowsTableProps) {
  return (
    <DataTable
      columns={WORKFLOW_COLUMNS}
      label="Workflows"
      busy={rows === undefined}
      sort={sort}
      hidden={hidden}
    >
      {rows === undefined ? (
        <SkeletonRows columns={WORKFLOW_COLUMNS} rows={skeletonRows} lines={{ name: 2 }} />
      ) : (
        withUniqueKeys(rows, (row) => row.id).map(({ key, row }) => (
          <ClickableRow
            key={key}
            to={paths.workflow(row.id)}
            onMouseEnter={() => onRowHover?.(row)}
            selected={selection?.has(row.id)}
          >
            <NameCell
              row={row}
              choose={
                selection ? (
                  <input
                    type="checkbox"
                    data-row-select
                    className="row-choose"
                    aria-label={`Choose ${row.name || row.key || row.id}`}
                    checked={selection.has(row.id)}
                    onChange={() => undefined}
                    onClick={(event) => selection.toggle(row, event.shiftKey, rows)}
                  />
                ) : null
              }
            />
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
