import { describe, expect, it } from 'vitest';
import { summarizeEvent, toUtc } from './events';

describe('event summaries', () => {
  it('read the fields the demo API sends', () => {
    expect(
      summarizeEvent({
        id: 'e1',
        object: 'event',
        type: 'workflow.draft_discarded',
        subject: { object: 'workflow', id: 'w1' },
        user_key: 'main',
        data: {},
        created_at: '2026-11-01T10:00:00-04:00',
        created_at_string: 'Nov 1, 2026 10:00 am EDT',
        created_at_utc: '2026-11-01T14:00:00Z',
      }),
    ).toEqual({
      raw: expect.anything() as unknown,
      id: 'e1',
      kind: 'workflow.draft_discarded',
      subject: {
        object: 'workflow',
        id: 'w1',
        name: null,
        label: 'workflow w1',
        key: null,
      },
      userKey: 'main',
      time: { text: 'Nov 1, 2026 10:00 am EDT', utc: '2026-11-01T14:00:00Z' },
      isObject: true,
    });
  });

  it('read other spellings: kind, a text subject, flat subject ids, epoch and ISO times', () => {
    const flat = summarizeEvent({
      uuid: 'u1',
      kind: 'user.created',
      subject_type: 'user',
      subject_id: 'main',
      timestamp: 1_700_000_000,
    });
    expect(flat.id).toBe('u1');
    expect(flat.kind).toBe('user.created');
    expect(flat.subject).toEqual({
      object: 'user',
      id: 'main',
      name: null,
      label: 'user main',
      key: null,
    });
    expect(flat.time).toEqual({ text: null, utc: '2023-11-14T22:13:20.000Z' });

    const texty = summarizeEvent({
      event: 'ping',
      subject: 'the account',
      occurred_at: '2026-01-02T03:04:05Z',
    });
    expect(texty.subject).toEqual({
      object: null,
      id: null,
      name: null,
      label: 'the account',
      key: null,
    });
    expect(texty.time).toEqual({ text: '2026-01-02T03:04:05Z', utc: '2026-01-02T03:04:05.000Z' });
  });

  it('never fail on shapes that are not event objects', () => {
    for (const record of [
      null,
      undefined,
      'text',
      42,
      ['a'],
      {},
      { subject: {}, id: { nested: 1 } },
    ]) {
      const summary = summarizeEvent(record);
      expect(summary.kind).toBeNull();
      expect(summary.id).toBeNull();
      expect(summary.subject).toBeNull();
    }
    expect(summarizeEvent('text').isObject).toBe(false);
    expect(summarizeEvent({}).isObject).toBe(true);
    expect(summarizeEvent({ created_at: 'not a date' }).time).toEqual({
      text: 'not a date',
      utc: null,
    });
    expect(toUtc('')).toBeNull();
  });

  it('ignore built-in property names in what the service sends', () => {
    const hostile = summarizeEvent({
      constructor: 'x',
      subject: { object: '__proto__', id: 'toString' },
      data: { __proto__: { name: 'polluted' } },
    });
    expect(hostile.subject).toMatchObject({ object: '__proto__', id: 'toString', name: null });
    expect(summarizeEvent({ subject: { object: 'constructor' } }).subject?.label).toBe(
      'constructor',
    );
    expect(summarizeEvent(JSON.parse('{"__proto__": {"id": "e9"}}')).id).toBeNull();
  });
});
