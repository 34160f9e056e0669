import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { actionType } from '@/api/decode/action-types';
import { makeField } from '@test/support/fields';
import { allPairs, formFieldNames, secretParts, secretsChanged } from './pairs';

describe('action type pairs', () => {
  it('compare every published field with its draft twin', () => {
    const pairs = allPairs(
      v.parse(actionType, {
        id: 'at1',
        url: 'https://a',
        url_draft: 'https://b',
        http_method: 'post',
        http_method_draft: 'post',
        headers: null,
        headers_draft: null,
        form: [{ id: 'f1' }],
        form_draft: [{ id: 'f1' }],
      }),
    );
    expect(pairs.map((pair) => [pair.field, pair.changed])).toEqual([
      ['url', true],
      ['http_method', false],
      ['headers', false],
      ['params', false],
      ['code', false],
      ['form', false],
      ['icon', false],
      ['response_data_schema', false],
    ]);
  });

  it('notice a changed secret without exposing it', () => {
    const before =
      'Authorization:Bearer {% redact app_connection.token %}\nX-Channel:{{form[channel]}}';
    const after =
      'Authorization:Bearer {% redact app_connection.api_token %}\nX-Channel:{{form[channel]}}';
    expect(secretsChanged(before, after)).toBe(true);
    expect(secretsChanged(before, `${before}\n`)).toBe(false);
    expect(secretParts('X-Api-Key:abc123\nLimit:5')).toEqual(['X-Api-Key:abc123']);
  });

  it('list the names and ids a form offers', () => {
    expect(
      [
        ...formFieldNames([
          makeField('channel', 'AsyncSelect', { id: 'f1' }),
          makeField('message', 'TextArea', { id: '' }),
        ]),
      ].sort(),
    ).toEqual(['channel', 'f1', 'message']);
  });
});
