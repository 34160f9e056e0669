/** The workflows list's columns as CSV cells: times in UTC (ISO 8601), counts as numbers. */
import type { WorkflowSummary } from '@/api/models';
import type { CsvCells } from '@/components/list-tools/csv-export';
import { workflowState } from './workflow-state';
import type { WorkflowColumn } from './workflow-columns';

export const WORKFLOW_CSV: CsvCells<WorkflowSummary, WorkflowColumn> = {
  name: (row) => row.name,
  state: (row) => workflowState(row).label,
  last_run: (row) => row.last_executed_at_utc,
  updated: (row) => row.updated_at_utc,
  draft: (row) => (row.has_draft ? 'Draft' : ''),
  runs: (row) => row.executions_count,
  key: (row) => row.key,
  created: (row) => row.created_at_utc,
  steps: (row) => row.actions_count,
  published: (row) => row.last_published_at_utc,
};
