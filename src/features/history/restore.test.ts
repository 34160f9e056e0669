import { describe, expect, it } from 'vitest';
import { restoreBody } from './restore';

const layout = { nodes: [{ id: 'start', type: 'Start', name: 'Start' }] };

describe('restoreBody', () => {
  it('sends the layout, the trigger by its key, the match word, and name and on as they are', () => {
    expect(
      restoreBody(
        { name: 'Welcome', on: false },
        {
          kind: 'published',
          content: {
            template: layout,
            event_trigger: { key: 'deal.won', name: 'Deal won' },
            match_conditions: { match: 'any' },
            trigger_conditions: { conditions: [{ field: 'amount', value: '5' }] },
          },
        },
      ),
    ).toEqual({
      name: 'Welcome',
      on: false,
      template_draft: layout,
      event_trigger_draft: 'deal.won',
      match_conditions_draft: 'any',
      trigger_conditions_draft: { conditions: [{ field: 'amount', value: '5' }] },
    });
  });

  it('reads a draft version by the draft names, leaving out what it does not hold', () => {
    expect(
      restoreBody(
        { name: 'W', on: true },
        { kind: 'draft', content: { template_draft: layout, event_trigger_draft: null } },
      ),
    ).toEqual({ name: 'W', on: true, template_draft: layout });
  });

  it('has nothing to send for a version without a layout', () => {
    expect(restoreBody({ name: 'W', on: true }, { kind: 'draft', content: {} })).toBeUndefined();
  });
});
