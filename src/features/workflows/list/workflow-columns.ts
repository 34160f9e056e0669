/** The workflows list's columns: the table's, the column chooser's and the export's. */
import type { Column } from '@/components/data-table/columns';

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
export const WORKFLOW_COLUMNS: readonly Column<WorkflowColumn>[] = [
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
