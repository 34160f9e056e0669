import { describe, expect, it } from 'vitest';
import { createContractChecker, SPEC_PATH } from '../support/openapi-contract';

const checker = createContractChecker(SPEC_PATH);
const url = (path: string) => `http://host/api/v1${path}`;
const meta = { page_limit: 25, has_next_page: false, has_previous_page: false };

describe('the contract checker', () => {
  it('accepts a valid list body', () => {
    expect(
      checker.check('GET', url('/events'), 200, 'application/json', { collection: [], meta }),
    ).toEqual([]);
  });

  it('flags a missing field, a wrong type and an undeclared field', () => {
    expect(
      checker.check('GET', url('/users'), 200, 'application/json', { collection: [] }),
    ).not.toEqual([]);
    expect(
      checker.check('GET', url('/users'), 200, 'application/json', {
        collection: [],
        meta: { ...meta, page_limit: '25' },
      }),
    ).not.toEqual([]);
    expect(
      checker.check('GET', url('/users'), 200, 'application/json', {
        collection: [],
        meta: { ...meta, total: 3 },
      }),
    ).toEqual([expect.stringMatching(/must NOT have additional properties/)]);
  });

  it('flags undocumented operations and statuses', () => {
    expect(checker.check('DELETE', url('/workflows/x'), 200, 'application/json', {})).toEqual([
      expect.stringMatching(/no such operation/),
    ]);
    expect(checker.check('GET', url('/installed_apps'), 404, 'application/json', {})).toEqual([
      expect.stringMatching(/status not declared/),
    ]);
  });

  it('checks error bodies against the error schema and matches 5XX', () => {
    expect(
      checker.check('GET', url('/workflows'), 503, 'application/json', { error: { message: 'x' } }),
    ).toEqual([]);
    expect(
      checker.check('GET', url('/workflows'), 503, 'application/json', { error: 42 }),
    ).not.toEqual([]);
  });
});
