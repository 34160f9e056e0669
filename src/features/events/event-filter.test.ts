import { describe, expect, it } from 'vitest';
import type { ApiEvent } from '@/api/models';
import { matchesEventFilters, pastTheRange, startOfDay, timeRange } from './event-filter';

const event = (
  kind: string,
  utc: string,
  subject: Partial<ApiEvent['subject']> = {},
): ApiEvent => ({
  raw: {},
  id: `${kind}@${utc}`,
  kind,
  userKey: null,
  isObject: true,
  time: { text: null, utc },
  subject: {
    object: 'workflow',
    id: 'wf_1',
    name: 'Weekly digest',
    label: 'workflow “Weekly digest”',
    key: null,
    ...subject,
  },
});

describe('the events’ filters', () => {
  it('match the type and the subject by words, ignoring case', () => {
    const discarded = event('workflow.draft_discarded', '2026-10-20T12:00:00Z');
    expect(matchesEventFilters({ type: 'DRAFT discard' }, discarded)).toBe(true);
    expect(matchesEventFilters({ type: 'installed' }, discarded)).toBe(false);
    expect(matchesEventFilters({ subject: 'weekly' }, discarded)).toBe(true);
    expect(matchesEventFilters({ subject: 'wf_1' }, discarded)).toBe(true);
    expect(matchesEventFilters({ subject: 'monthly' }, discarded)).toBe(false);
    expect(matchesEventFilters({ subject: 'weekly' }, { ...discarded, subject: null })).toBe(false);
  });

  it('take whole days in the browser’s time zone, both ends included', () => {
    const range = timeRange({ from: '2026-10-20', to: '2026-10-21' });
    expect(range.from).toBe(new Date(2026, 9, 20).getTime());
    expect(range.to).toBe(new Date(2026, 9, 22).getTime());
    const inside = event('x', new Date(2026, 9, 21, 23, 59).toISOString());
    const after = event('x', new Date(2026, 9, 22, 0, 0).toISOString());
    const before = event('x', new Date(2026, 9, 19, 23, 59).toISOString());
    const filters = { from: '2026-10-20', to: '2026-10-21' };
    expect(matchesEventFilters(filters, inside)).toBe(true);
    expect(matchesEventFilters(filters, after)).toBe(false);
    expect(matchesEventFilters(filters, before)).toBe(false);
    expect(matchesEventFilters({ to: '2026-10-21' }, before)).toBe(true);
    expect(matchesEventFilters(filters, { ...inside, time: null })).toBe(false);
  });

  it('stop reading once a page (newest first) ends before the range starts', () => {
    const filters = { from: '2026-10-20' };
    expect(pastTheRange(filters, [event('x', new Date(2026, 9, 20, 1).toISOString())])).toBe(false);
    expect(pastTheRange(filters, [event('x', new Date(2026, 9, 19, 23).toISOString())])).toBe(true);
    expect(pastTheRange({}, [event('x', '2000-01-01T00:00:00Z')])).toBe(false);
    expect(startOfDay('2026-10-20', 1)).toBe(new Date(2026, 9, 21).getTime());
  });
});
