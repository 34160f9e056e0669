import { describe, expect, it } from 'vitest';
import { actionTypesUsed } from './action-types-used';

describe('actionTypesUsed', () => {
  it('joins action_type_ids and both layouts, and says where each is used', () => {
    const uses = actionTypesUsed({
      action_type_ids: ['at1', 'at2'],
      template: {
        nodes: [{ id: 'a', type: 'Action', name: 'A', action_type_id: 'at1' }],
        action_types: [{ id: 'at1', name: 'Send', icon: { url: 'https://i/x.svg' } }],
      } as never,
      template_draft: {
        nodes: [{ id: 'b', type: 'Action', name: 'B', action_type_id: 'at3' }],
        action_types: [],
      } as never,
    });
    expect(uses).toEqual([
      { id: 'at1', name: 'Send', iconUrl: 'https://i/x.svg', inPublished: true, inDraft: false },
      { id: 'at2', name: null, iconUrl: null, inPublished: true, inDraft: false },
      { id: 'at3', name: null, iconUrl: null, inPublished: false, inDraft: true },
    ]);
  });

  it('tolerates missing or malformed fields', () => {
    expect(
      actionTypesUsed({ action_type_ids: null, template: null, template_draft: 'x' } as never),
    ).toEqual([]);
  });
});
