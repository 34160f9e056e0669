import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@test/support/memory-storage';
import * as v from 'valibot';
import { installedSchema } from '@/api/decode/installed-apps';
import { createSchemaStore, parseStoredSchema, type StoredSchema } from './schema-store';

const entry: StoredSchema = {
  schema: v.parse(installedSchema, { name: 'Slotly', identifier: 'slotly' }),
  source: 'install',
  receivedAt: '2025-07-13T05:01:00.000Z',
  appVersion: '1.2.0',
};

describe('the schema store', () => {
  it('keeps schemas per connection and app, across store instances (a reload)', () => {
    const storage = new MemoryStorage();
    createSchemaStore(() => storage).write('https://a.example', 'slotly', entry);
    const reloaded = createSchemaStore(() => storage);
    expect(reloaded.read('https://a.example', 'slotly')).toEqual(entry);
    expect(reloaded.read('https://b.example', 'slotly')).toBeNull();
    expect(reloaded.read('https://a.example', 'chatter')).toBeNull();
  });

  it('does not throw when storage is blocked or full', () => {
    const store = createSchemaStore(() => {
      throw new Error('blocked');
    });
    expect(() => store.write('scope', 'slotly', entry)).not.toThrow();
    expect(store.read('scope', 'slotly')).toBeNull();
  });

  it('ignores stored values that are not entries', () => {
    const storage = new MemoryStorage();
    storage.setItem('wfc.installed-schema:scope:x', '{not json');
    storage.setItem('wfc.installed-schema:scope:y', JSON.stringify({ schema: 'no' }));
    const store = createSchemaStore(() => storage);
    expect(store.read('scope', 'x')).toBeNull();
    expect(store.read('scope', 'y')).toBeNull();
    expect(parseStoredSchema({ ...entry, source: 'list' })).toBeNull();
  });
});
