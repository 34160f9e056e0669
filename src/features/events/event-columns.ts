/**
 * The events list's fields as columns: what the column chooser shows or hides on each event, and
 * the export's columns (the kind always shows; the whole record stays a click away).
 */
import type { ApiEvent } from '@/api/models';
import type { ChoosableColumn } from '@/components/list-tools/list-columns';
import type { CsvCells } from '@/components/list-tools/csv-export';

export type EventColumn = 'kind' | 'time' | 'subject' | 'user' | 'id';

export const EVENT_COLUMNS: readonly ChoosableColumn<EventColumn>[] = [
  { id: 'kind', label: 'Kind' },
  { id: 'time', label: 'Time' },
  { id: 'subject', label: 'Subject' },
  { id: 'user', label: 'User' },
  { id: 'id', label: 'Event id' },
];

export const EVENT_CSV: CsvCells<ApiEvent, EventColumn> = {
  kind: (event) => event.kind,
  time: (event) => event.time?.utc ?? event.time?.text,
  subject: (event) => event.subject?.label,
  user: (event) => event.userKey,
  id: (event) => event.id,
};
