import { describe, expect, it } from 'vitest';
import { versionMarks } from './marks';
import { chartSlots, periodWindow } from './period';

// 2026-11-28 08:30:00 UTC: the last 24 hours' slots run from 09:00 on Nov 27 to 08:00 on Nov 28.
const SLOTS = chartSlots(periodWindow('24h', Date.UTC(2026, 10, 28, 8, 30, 0)));

const change = (id: string, previous: string | null, at: string) => ({
  version_id: id,
  previous_version_id: previous,
  workflow_id: 'wf_1',
  workflow_name: 'Charge the card',
  at,
});

describe('the chart marks of published versions', () => {
  it('marks a change in its slot, with the compare of it and the version before', () => {
    expect(versionMarks([change('7', '6', '2026-11-28T02:15:00Z')], SLOTS)).toEqual([
      {
        key: 'wf_1:7',
        slotLabel: '02:00',
        workflowName: 'Charge the card',
        at: '2026-11-28T02:15:00Z',
        compareTo: '/workflows/wf_1/compare?base=version%3A6&head=version%3A7',
      },
    ]);
  });

  it('leaves out a first version (no change seen) and a change outside the chart', () => {
    expect(
      versionMarks(
        [change('1', null, '2026-11-28T02:15:00Z'), change('5', '4', '2026-11-26T02:15:00Z')],
        SLOTS,
      ),
    ).toEqual([]);
  });
});
