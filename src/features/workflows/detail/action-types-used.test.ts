import { describe, expect, it } from 'vitest';
import { parseLayout } from '@/api/decode/layout';
import { actionTypesUsed } from './action-types-used';

describe('actionTypesUsed', () => {
  it('joins action_type_ids and both layouts, and says where each is used', () => {
    const uses = actionTypesUsed({
      action_type_ids: ['at1', 'at2'],
      template: parseLayout({
        nodes: [{ id: 'a', type: 'Action', name: 'A', action_type_id: 'at1' }],
        action_types: [{ id: 'at1', name: 'Send', icon: { url: 'https://i/x.svg' } }],
      }),
      template_draft: parseLayout({
        nodes: [{ id: 'b', type: 'Action', name: 'B', action_type_id: 'at3' }],
        action_types: [],
      }),
    });
    expect(uses).toEqual([
      { id: 'at1', name: 'Send', iconUrl: 'https://i/x.svg', inPublished: true, inDraft: false },
      { id: 'at2', name: null, iconUrl: null, inPublished: true, inDraft: false },
      { id: 'at3', name: null, iconUrl: null, inPublished: false, inDraft: true },
    ]);
  });

  it('uses nothing when the layouts could not be read', () => {
    expect(
      actionTypesUsed({
        action_type_ids: [],
        template: parseLayout(null),
        template_draft: parseLayout('x'),
      }),
    ).toEqual([]);
  });
});
