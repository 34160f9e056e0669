import { describe, expect, it } from 'vitest';
import type { Field } from '@/api/wire';
import { makeFieldData } from '@test/support/fields';
import {
  buildOptionsRequest as buildRequest,
  placeholderRefs as refsOf,
  type LookupField,
} from './option-request';

/** The functions under test, given field configuration as the service sends it. */
type WireData = Partial<Field['data']>;
const buildOptionsRequest = (data: WireData, lookup: LookupField, cursor?: string | null) =>
  buildRequest(makeFieldData(data), lookup, cursor);
const placeholderRefs = (data: WireData) => refsOf(makeFieldData(data));

const members: WireData = {
  url: 'https://provider.example/chatter/conversations.members',
  parameters: { channel: '{{channel}}', limit: '100' },
  pagination: { type: 'cursor', cursor_param: 'cursor', cursor_path: 'next', max_items: 2000 },
};

const fields: Record<string, { label: string; value: unknown }> = {
  channel: { label: 'Channel', value: 'C123' },
  empty: { label: 'Empty one', value: '' },
};
const lookup: LookupField = (name) => fields[name];

describe('buildOptionsRequest', () => {
  it('sends the parameters as a query and the cursor as cursor_param', () => {
    const request = buildOptionsRequest(members, lookup, 'b2Zm');
    expect(request).toEqual({
      ok: true,
      url: 'https://provider.example/chatter/conversations.members?channel=C123&limit=100&cursor=b2Zm',
      dependsOn: ['channel'],
    });
  });

  it('fills placeholders in the url too, encoded, in either syntax', () => {
    const request = buildOptionsRequest(
      { url: 'https://p.example/channels/{{form[channel]}}/members', parameters: {} },
      (name) => (name === 'channel' ? { label: 'Channel', value: 'a/b c' } : undefined),
    );
    expect(request.ok && request.url).toBe('https://p.example/channels/a%2Fb%20c/members');
  });

  it('asks for the other field first when it is empty', () => {
    const request = buildOptionsRequest(
      { ...members, parameters: { channel: '{{empty}}' } },
      lookup,
    );
    // The label travels apart too, so the form can say it in the user's language.
    expect(request).toMatchObject({
      ok: false,
      error: 'Choose “Empty one” first.',
      waitingFor: 'Empty one',
    });
  });

  it('refuses placeholders that name no field, are malformed or are secrets', () => {
    expect(
      buildOptionsRequest({ ...members, parameters: { x: '{{nope}}' } }, lookup),
    ).toMatchObject({
      ok: false,
      error: 'The placeholder {{nope}} names no field of this form.',
    });
    expect(
      buildOptionsRequest({ ...members, parameters: { x: '{{channel' } }, lookup),
    ).toMatchObject({
      ok: false,
      error: expect.stringContaining('malformed placeholder') as unknown,
    });
    expect(
      buildOptionsRequest(
        { ...members, parameters: { x: '{% redact app_connection.token %}' } },
        lookup,
      ),
    ).toMatchObject({ ok: false });
  });

  it('requests only http(s) URLs', () => {
    for (const url of ['javascript:alert(1)', 'data:text/plain,x', 'ftp://p.example/list']) {
      expect(buildOptionsRequest({ url }, lookup)).toMatchObject({
        ok: false,
        error: expect.stringContaining('Only http(s)') as unknown,
      });
    }
    expect(buildOptionsRequest({ url: 'not a url' }, lookup)).toMatchObject({ ok: false });
    expect(buildOptionsRequest({}, lookup)).toMatchObject({ ok: false });
  });

  it('lists what the request depends on', () => {
    expect(
      placeholderRefs({ url: 'https://x/{{a}}', parameters: { b: '{{form[b]}}', c: 'plain' } }),
    ).toEqual(['a', 'b']);
  });
});
