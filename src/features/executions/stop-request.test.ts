import { describe, expect, it } from 'vitest';
import {
  buildStopBody,
  describeStop,
  filtersToJson,
  filtersToPairs,
  formErrorsFromServer,
  initialStopValues,
  pairsToFilters,
  parseFiltersJson,
  type StopFormValues,
} from './stop-request';

const values = (patch: Partial<StopFormValues>): StopFormValues => ({
  ...initialStopValues('main'),
  ...patch,
});

describe('stop filters', () => {
  it('read raw JSON: empty is none, one flat object, readable errors otherwise', () => {
    expect(parseFiltersJson('  ')).toEqual({ ok: true, value: {} });
    expect(parseFiltersJson('{"plan": "pro", "seats": 3, "vip": true, "deal": null}')).toEqual({
      ok: true,
      value: { plan: 'pro', seats: 3, vip: true, deal: null },
    });
    const broken = parseFiltersJson('{"plan": ');
    expect(broken.ok).toBe(false);
    expect(broken.ok ? '' : broken.error).toMatch(/^Not valid JSON: /);
    const list = parseFiltersJson('["plan"]');
    expect(list.ok ? '' : list.error).toContain('one JSON object');
    expect(parseFiltersJson('{"plan": {"name": "pro"}}')).toEqual({
      ok: false,
      error:
        '"plan" must be a string, number, true/false or null: nested objects and lists cannot be matched.',
    });
    expect(parseFiltersJson('{"": 1}')).toEqual({ ok: false, error: 'A filter key is empty.' });
  });

  it('read pairs: blank rows skipped, keys trimmed, values kept as typed', () => {
    expect(
      pairsToFilters([
        { key: ' plan ', value: 'pro ' },
        { key: '', value: '' },
        { key: 'region', value: 'emea' },
      ]),
    ).toEqual({ ok: true, value: { plan: 'pro ', region: 'emea' } });
    expect(
      pairsToFilters([
        { key: 'plan', value: 'pro' },
        { key: '', value: 'orphan' },
        { key: 'plan', value: 'team' },
      ]),
    ).toEqual({
      ok: false,
      errors: { 1: 'Name the key this value is matched against.', 2: '"plan" is given twice.' },
    });
  });

  it('convert between pairs and JSON', () => {
    expect(filtersToJson({ plan: 'pro' })).toBe('{\n  "plan": "pro"\n}');
    expect(filtersToJson({})).toBe('');
    expect(filtersToPairs({ plan: 'pro', seats: 3, vip: false })).toEqual({
      ok: true,
      value: [
        { key: 'plan', value: 'pro' },
        { key: 'seats', value: '3' },
        { key: 'vip', value: 'false' },
      ],
    });
    expect(filtersToPairs({ deal: null })).toEqual({
      ok: false,
      error: 'null values (deal) can only be written as JSON.',
    });
  });
});

describe('the stop request', () => {
  it('needs a user key and sends only what was given', () => {
    expect(buildStopBody(values({ userKey: '  ' }))).toEqual({
      ok: false,
      errors: { userKey: 'Enter the user whose executions stop.' },
    });
    expect(buildStopBody(values({}))).toEqual({ ok: true, body: { user_key: 'main' } });
    expect(
      buildStopBody(
        values({ pairs: [{ key: 'plan', value: 'pro' }], stopEvent: ' booking.cancelled ' }),
      ),
    ).toEqual({
      ok: true,
      body: { user_key: 'main', filters: { plan: 'pro' }, stop_event: 'booking.cancelled' },
    });
  });

  it('uses the filters of the chosen mode and reports their problems', () => {
    const both = { pairs: [{ key: 'plan', value: 'pro' }], json: '{"region": "emea"}' };
    expect(buildStopBody(values({ ...both, mode: 'json' }))).toEqual({
      ok: true,
      body: { user_key: 'main', filters: { region: 'emea' } },
    });
    const invalid = buildStopBody(values({ mode: 'json', json: 'nope', userKey: '' }));
    const errors = invalid.ok ? {} : invalid.errors;
    expect(errors.userKey).toBe('Enter the user whose executions stop.');
    expect(errors.filters).toMatch(/^Not valid JSON/);
  });

  it('says exactly what will be stopped', () => {
    expect(describeStop({ user_key: 'acme' })).toBe(
      'Every running and upcoming execution of user "acme", whatever its data.',
    );
    expect(
      describeStop({ user_key: 'main', filters: { customer_id: 'cus_1', seats: 3, vip: true } }),
    ).toBe(
      'All running and upcoming executions of user "main" whose data matches customer_id = "cus_1", seats = 3 and vip = true.',
    );
    expect(
      describeStop({ user_key: 'main', filters: { plan: 'pro' }, stop_event: 'booking.cancelled' }),
    ).toBe(
      'All running and upcoming executions of user "main" whose data matches plan = "pro" and that are registered for the stop event "booking.cancelled".',
    );
  });

  it('puts the service’s field errors on the form’s fields', () => {
    expect(
      formErrorsFromServer({ filters: ['must be an object'], user_key: ['is required'], x: ['?'] }),
    ).toEqual({
      filters: 'The service says: must be an object',
      userKey: 'The service says: is required',
    });
  });
});
