import { describe, expect, it } from 'vitest';
import { makeField } from '@test/support/fields';
import { MemoryStorage } from '@test/support/memory-storage';
import type { Field } from '@/api/models';
import { buildFormModel } from '@/features/dynamic-form';
import {
  clearUnsaved,
  differsFrom,
  readUnsaved,
  restoreValues,
  unsavedKey,
  writeUnsaved,
} from './unsaved-answers';

const field = (id: string, type: string): Field => makeField(id, type, { id, label: id });

describe('unsaved answers', () => {
  const model = buildFormModel(
    [field('a', 'TextField'), field('b', 'Checkbox'), field('c', 'AsyncSelect')],
    {
      a: 'saved',
      b: true,
    },
  );

  it('round-trips per workflow and user, by field id', () => {
    const storage = new MemoryStorage();
    const key = unsavedKey('wf 1', 'main');
    expect(key).toBe('wfc.unsaved-settings:wf%201:main');
    writeUnsaved(
      storage,
      key,
      model.slots,
      { f0: 'typed', f2: 'C1' },
      new Date('2026-11-21T10:00:00Z'),
    );
    const stored = readUnsaved(storage, key);
    expect(stored).toEqual({
      savedAt: '2026-11-21T10:00:00.000Z',
      answers: { a: 'typed', c: 'C1' },
    });
    expect(readUnsaved(storage, unsavedKey('wf 1', 'other'))).toBeNull();
    if (!stored) throw new Error('nothing stored');
    expect(differsFrom(model.slots, model.values, stored)).toBe(true);

    // The form changed order: answers still find their fields.
    const reordered = buildFormModel([field('c', 'AsyncSelect'), field('a', 'TextField')], {});
    expect(restoreValues(reordered.slots, reordered.values, stored)).toEqual({
      f0: 'C1',
      f1: 'typed',
    });

    clearUnsaved(storage, key);
    expect(readUnsaved(storage, key)).toBeNull();
  });

  it('offers nothing when the stored answers equal the saved ones', () => {
    expect(differsFrom(model.slots, model.values, { savedAt: '', answers: { a: 'saved' } })).toBe(
      false,
    );
  });

  it('ignores broken storage content and blocked storage', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', '{not json');
    expect(readUnsaved(storage, 'k')).toBeNull();
    storage.setItem('k', JSON.stringify({ savedAt: 'x', answers: { a: { nested: 1 }, b: 'ok' } }));
    expect(readUnsaved(storage, 'k')?.answers).toEqual({ b: 'ok' });
    expect(readUnsaved(undefined, 'k')).toBeNull();
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeUnsaved(full, 'k', model.slots, {})).not.toThrow();
  });
});
