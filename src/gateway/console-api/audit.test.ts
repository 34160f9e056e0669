import { describe, expect, it } from 'vitest';
import { readAuditSearch } from './audit';

describe('readAuditSearch', () => {
  it('reads every filter of the query string', () => {
    expect(
      readAuditSearch({
        user: ' alice ',
        action: 'discardWorkflowDraft',
        resource: 'workflow:wf_1',
        status: '4xx',
        from: '2026-11-30T09:00:00Z',
        to: '2026-11-30T10:00:00.000Z',
        starting_after: '120',
        limit: '500',
      }),
    ).toEqual({
      user: 'alice',
      action: 'discardWorkflowDraft',
      resource: 'workflow:wf_1',
      status: { min: 400, max: 499 },
      from: Date.parse('2026-11-30T09:00:00Z'),
      to: Date.parse('2026-11-30T10:00:00Z'),
      startingAfter: 120,
      limit: 500,
    });
    expect(readAuditSearch({})).toEqual({ limit: 50 });
    expect(readAuditSearch({ status: 'success' })).toMatchObject({
      status: { min: 200, max: 399 },
    });
    expect(readAuditSearch({ status: '403' })).toMatchObject({ status: { min: 403, max: 403 } });
  });

  it('refuses what it cannot read, naming the parameter', () => {
    const message = (query: Record<string, string>) => {
      const result = readAuditSearch(query);
      return 'message' in result ? result.message : undefined;
    };
    expect(message({ limit: '501' })).toBe('limit must be a whole number from 1 to 500.');
    expect(message({ limit: '0' })).toBe('limit must be a whole number from 1 to 500.');
    expect(message({ ending_before: 'abc' })).toBe('ending_before must be the id of an audit row.');
    expect(message({ status: 'bad' })).toBe(
      'status must be success, 4xx, 5xx or a status code such as 403 (got "bad").',
    );
    expect(message({ from: 'yesterday' })).toBe(
      'from must be a date and time such as 2026-11-30T09:00:00Z (got "yesterday").',
    );
  });
});
