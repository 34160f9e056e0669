import { describe, expect, it } from 'vitest';
import { diffKeyed, fieldKey, variableKey } from './keyed-diff';

describe('diffKeyed', () => {
  it('compares form fields by id and names the changed properties', () => {
    const before = [
      { id: 'f1', name: 'channel', label: 'Channel', required: true, data: { url: 'a' } },
      { id: 'f2', name: 'message', label: 'Message', required: false, data: {} },
    ];
    const after = [
      {
        id: 'f1',
        name: 'channel',
        label: 'Channel to post in',
        required: true,
        data: { url: 'b' },
      },
      { id: 'f3', name: 'thread', label: 'Thread', required: false, data: {} },
    ];
    const changes = diffKeyed(before, after, fieldKey);
    expect(changes.map((change) => [change.kind, change.key])).toEqual([
      ['changed', 'f1'],
      ['added', 'f3'],
      ['removed', 'f2'],
    ]);
    const changed = changes[0];
    expect(changed?.kind === 'changed' ? changed.properties : []).toEqual(['data', 'label']);
  });

  it('compares response data by variable, by path when there is none, by position at last', () => {
    const changes = diffKeyed(
      [
        { variable: 'id', data_path: 'id', type: 'String' },
        { variable: '', data_path: 'meta.at', type: 'Date' },
        { variable: '', data_path: '', type: 'String' },
      ],
      [{ variable: 'id', data_path: 'id', type: 'Number' }],
      variableKey,
    );
    expect(changes.map((change) => [change.kind, change.key])).toEqual([
      ['changed', 'id'],
      ['removed', 'meta.at'],
      ['removed', '#2'],
    ]);
    expect(diffKeyed([], [], variableKey)).toEqual([]);
  });
});
