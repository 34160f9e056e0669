import { describe, expect, it } from 'vitest';
import {
  stopErrorEntries,
  stopErrorPaths,
  switchFilterMode,
  validateStop,
} from './stop-form-rules';
import { initialStopValues } from './stop-request';

const values = initialStopValues('main');

describe('validateStop', () => {
  it('passes a request that can be built', () => {
    expect(validateStop(values)).toEqual({});
  });

  it('puts each problem on its field', () => {
    expect(
      validateStop({
        ...values,
        userKey: ' ',
        pairs: [
          { key: 'plan', value: 'pro' },
          { key: '', value: 'x' },
        ],
      }),
    ).toEqual({
      userKey: 'Enter the user whose executions stop.',
      'pairs.1.key': 'Name the key this value is matched against.',
    });
    expect(validateStop({ ...values, mode: 'json', json: '[1]' })).toEqual({
      json: 'Filters must be one JSON object of key/value pairs, like {"customer_id": "cus_123"}.',
    });
  });
});

describe('stopErrorPaths', () => {
  it('maps the service’s field errors onto the form’s fields', () => {
    expect(
      stopErrorPaths({ userKey: 'a', filters: 'b', stopEvent: 'c', pairs: { 2: 'd' } }),
    ).toEqual({ userKey: 'a', json: 'b', stopEvent: 'c', 'pairs.2.key': 'd' });
    expect(stopErrorEntries({ filters: 'b', pairs: { 0: 'd' } })).toEqual([
      ['json', 'b'],
      ['pairs.0.key', 'd'],
    ]);
  });
});

describe('switchFilterMode', () => {
  it('carries pairs over to JSON and back', () => {
    const pairs = { ...values, pairs: [{ key: 'plan', value: 'pro' }] };
    const json = switchFilterMode(pairs, 'json');
    expect(json).toEqual({
      ok: true,
      values: { ...pairs, mode: 'json', json: '{\n  "plan": "pro"\n}' },
    });
    if (!json.ok) return;
    expect(switchFilterMode(json.values, 'pairs')).toEqual({
      ok: true,
      values: { ...json.values, mode: 'pairs', pairs: [{ key: 'plan', value: 'pro' }] },
    });
  });

  it('keeps one blank row when JSON had no filters', () => {
    const result = switchFilterMode({ ...values, mode: 'json', json: '' }, 'pairs');
    expect(result.ok && result.values.pairs).toEqual([{ key: '', value: '' }]);
  });

  it('refuses what does not convert, and says why', () => {
    expect(
      switchFilterMode(
        {
          ...values,
          pairs: [
            { key: 'a', value: '1' },
            { key: 'a', value: '2' },
          ],
        },
        'json',
      ),
    ).toEqual({ ok: false, errors: { pairs: { 1: '"a" is given twice.' } } });
    expect(switchFilterMode({ ...values, mode: 'json', json: '{"a": null}' }, 'pairs')).toEqual({
      ok: false,
      errors: { filters: 'null values (a) can only be written as JSON.' },
    });
  });
});
