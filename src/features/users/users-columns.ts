/** The users list's columns (the table's, the column chooser's, the export's) and their CSV cells. */
import type { User } from '@/api/models';
import type { Column } from '@/components/data-table/columns';
import type { CsvCells } from '@/components/list-tools/csv-export';

export type UserColumn = 'key' | 'name' | 'email' | 'created' | 'time_zone' | 'groups';

export const COLUMNS: readonly Column<UserColumn>[] = [
  { id: 'key', label: 'Key', width: 160, priority: 1 },
  { id: 'name', label: 'Name', minWidth: 150, priority: 1 },
  { id: 'email', label: 'Email', width: 250, priority: 2 },
  { id: 'created', label: 'Created', width: 120, priority: 2 },
  { id: 'time_zone', label: 'Time zone', width: 160, priority: 3 },
  { id: 'groups', label: 'Groups', width: 170, priority: 3 },
];
/** Beside a chosen user there is less room: the name goes under the key, time zone and groups go. */
export const COMPACT_COLUMNS: readonly Column<UserColumn>[] = [
  { id: 'key', label: 'User', minWidth: 150, priority: 1 },
  { id: 'email', label: 'Email', width: 210, priority: 2 },
  { id: 'created', label: 'Created', width: 120, priority: 3 },
];

export const USER_CSV: CsvCells<User, UserColumn> = {
  key: (row) => row.key,
  name: (row) => row.name,
  email: (row) => row.email,
  created: (row) => row.created_at_utc,
  time_zone: (row) => row.time_zone,
  groups: (row) => row.groups?.join(', '),
};
