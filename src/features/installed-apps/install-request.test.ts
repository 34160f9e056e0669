import { describe, expect, it } from 'vitest';
import { installBody, keyPerBody, validateInstall } from './install-request';

describe('the install request', () => {
  it('trims the identifier and sends groups only in admin view when some were typed', () => {
    expect(installBody(' slotly ', 'sales, ops', true)).toEqual({
      app_identifier: 'slotly',
      groups: ['sales', 'ops'],
    });
    expect(installBody('slotly', ' , ', true)).toEqual({ app_identifier: 'slotly' });
    expect(installBody('slotly', 'sales', false)).toEqual({ app_identifier: 'slotly' });
  });

  it('needs an identifier that is more than spaces', () => {
    expect(validateInstall({ identifier: '  ', groups: 'ops' })).toEqual({
      identifier: 'Type the identifier of the app to install.',
    });
    expect(validateInstall({ identifier: 'slotly', groups: '' })).toEqual({});
  });

  it('keeps one idempotency key per body', () => {
    let counter = 0;
    const keyFor = keyPerBody(() => `key-${++counter}`);
    const body = { app_identifier: 'slotly' };
    expect(keyFor(body)).toBe('key-1');
    expect(keyFor({ ...body })).toBe('key-1');
    expect(keyFor({ app_identifier: 'chatter' })).toBe('key-2');
    expect(keyFor(body)).toBe('key-3');
  });
});
