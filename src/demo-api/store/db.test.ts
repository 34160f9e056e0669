import { describe, expect, it } from 'vitest';
import { seededDb } from './built-seed';

describe('DemoDb', () => {
  it('gives the seed back on reset, however often, whatever was written before', () => {
    const db = seededDb();
    const first = db.workflows.all()[0];
    if (!first) throw new Error('the seed has no workflow');
    db.workflows.put({ ...first, name: 'Renamed' });
    db.reset();
    db.workflows.put({ ...first, name: 'Renamed again' });
    db.reset();
    expect(db.workflows.get(first.id)?.name).toBe(first.name);
    expect(db.workflows.size).toBeGreaterThan(0);
  });

  it('shares the seed between resets read-only: a change in place fails instead of leaking into the next reset', () => {
    const db = seededDb();
    db.reset();
    const row = db.workflows.all()[0];
    if (!row) throw new Error('the seed has no workflow');
    expect(() => {
      Object.assign(row, { name: 'Changed in place' });
    }).toThrow(TypeError);
    expect(() => db.catalog.push(db.catalog[0] as never)).toThrow(TypeError);
    expect(db.workflows.get(row.id)?.name).not.toBe('Changed in place');
  });

  it('keeps stores apart: a write to one is not seen by another', () => {
    const one = seededDb();
    const other = seededDb();
    const first = other.workflows.all()[0];
    if (!first) throw new Error('the seed has no workflow');
    one.workflows.put({ ...first, name: 'Only in one' });
    expect(other.workflows.get(first.id)?.name).toBe(first.name);
  });
});
