import type { Definition } from './definition-list';
import { Timestamp } from './timestamp';

type Moment = 'created' | 'updated' | 'last_published' | 'last_executed';

/** A record's `X_at_string` / `X_at_utc` pairs (workflows and action types have the same four). */
export type LifecycleTimes = Partial<Record<`${Moment}_at_${'string' | 'utc'}`, string | null>>;

const MOMENTS: readonly { moment: Moment; label: string; never?: string }[] = [
  { moment: 'created', label: 'Created' },
  { moment: 'updated', label: 'Updated' },
  { moment: 'last_published', label: 'Last published', never: 'Never published' },
  { moment: 'last_executed', label: 'Last executed', never: 'Never executed' },
];

/** Created, updated, last published and last executed, as definition-list items. */
export function lifecycleTimes(record: LifecycleTimes): Definition[] {
  return MOMENTS.map(({ moment, label, never }) => ({
    label,
    value: (
      <Timestamp
        text={record[`${moment}_at_string`]}
        utc={record[`${moment}_at_utc`]}
        never={never}
      />
    ),
  }));
}
