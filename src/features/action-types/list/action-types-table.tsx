import EditNoteIcon from '@mui/icons-material/EditNote';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '@/api/errors';
import { Badge } from '@/components/badge';
import type { Column } from '@/components/data-table/columns';
import { ClickableRow } from '@/components/data-table/clickable-row';
import { Cell, DataTable, Fold, SkeletonRows } from '@/components/data-table/data-table';
import { Truncate } from '@/components/data-table/truncate';
import { SkeletonText } from '@/components/skeleton-text';
import { paths } from '@/config/paths';
import { formatCount } from '@/utils/format-count';
import type { ActionTypeRow } from './use-action-type-list';
import { appOf } from './usage';

type ActionTypeColumn = 'name' | 'state' | 'used_by' | 'app' | 'draft' | 'type';

const COLUMNS: readonly Column<ActionTypeColumn>[] = [
  { id: 'name', label: 'Name', minWidth: 240, priority: 1 },
  {
    id: 'state',
    label: 'State',
    width: 92,
    priority: 1,
    hint: 'Whether the action type is switched on',
  },
  {
    id: 'used_by',
    label: 'Used by',
    width: 130,
    priority: 2,
    hint: 'Workflows of this user whose layout uses it (action_type_ids)',
  },
  { id: 'app', label: 'App', width: 170, priority: 2 },
  { id: 'draft', label: 'Draft', width: 92, priority: 3 },
  { id: 'type', label: 'Type', width: 170, priority: 3 },
];

interface ActionTypesTableProps {
  rows: ActionTypeRow[] | undefined;
  /** The workflows list filtered by an action type (the "used by" link). */
  usedByLink: (id: string) => string;
}

function UsedBy({ row, to }: { row: ActionTypeRow; to: string }) {
  const count = row.usedBy.length;
  return (
    <Link component={RouterLink} to={to} underline="hover">
      {formatCount(count)} workflow{count === 1 ? '' : 's'}
    </Link>
  );
}

function Pending({ row }: { row: ActionTypeRow }) {
  if (row.error) {
    const why =
      isApiError(row.error) && row.error.isNotFound ? 'not found (404)' : 'could not be read';
    return <span className="muted">{`Action type ${row.id}: ${why}`}</span>;
  }
  return (
    <>
      <span className="visually-hidden">Reading action type {row.id}</span>
      <SkeletonText style={{ width: '60%', height: '1em' }} />
    </>
  );
}

function ActionTypeRowView({ row, usedBy }: { row: ActionTypeRow; usedBy: string }) {
  const type = row.actionType;
  const to = paths.actionType(row.id);
  const name = type ? type.name || '(unnamed action type)' : null;
  const app = type ? appOf(type) : null;
  return (
    <ClickableRow to={to}>
      <Cell col="name">
        {name === null ? (
          <Pending row={row} />
        ) : (
          <Truncate full={name} lines={2}>
            <RouterLink className="cell-link" to={to}>
              {name}
            </RouterLink>
          </Truncate>
        )}
        <div className="cell-caption" style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Fold col="used_by">
            <UsedBy row={row} to={usedBy} />
          </Fold>
          <Fold col="app">{app ?? 'No app'}</Fold>
          <Fold col="draft">{type?.has_draft ? 'Has a draft' : null}</Fold>
        </div>
      </Cell>
      <Cell col="state">
        {type ? (
          <Badge tone={type.on ? 'success' : 'neutral'} icon={<PowerSettingsNewIcon />}>
            {type.on ? 'On' : 'Off'}
          </Badge>
        ) : null}
      </Cell>
      <Cell col="used_by">
        <UsedBy row={row} to={usedBy} />
      </Cell>
      <Cell col="app">{type ? app ? <Truncate full={app} /> : '—' : null}</Cell>
      <Cell col="draft">
        {type?.has_draft ? (
          <Badge tone="warning" icon={<EditNoteIcon />}>
            Draft
          </Badge>
        ) : null}
      </Cell>
      <Cell col="type">{type ? <Truncate full={type.type || '—'} mono /> : null}</Cell>
    </ClickableRow>
  );
}

/** Action types with their state, use, app, draft and type; each row opens the action type. */
export function ActionTypesTable({ rows, usedByLink }: ActionTypesTableProps) {
  return (
    <DataTable columns={COLUMNS} label="Action types" busy={rows === undefined}>
      {rows === undefined ? (
        <SkeletonRows columns={COLUMNS} rows={8} />
      ) : (
        rows.map((row) => <ActionTypeRowView key={row.id} row={row} usedBy={usedByLink(row.id)} />)
      )}
    </DataTable>
  );
}
