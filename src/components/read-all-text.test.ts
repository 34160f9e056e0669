import { describe, expect, it } from 'vitest';
import { readAllText } from './read-all-text';

const noun = { one: 'workflow', many: 'workflows' };

describe('the words of a whole-list read', () => {
  it('counts matches against what was read, "at least" until the last page', () => {
    expect(readAllText({ status: 'reading', end: null, read: 200 }, 12, noun)).toBe(
      '12 of at least 200 workflows match so far…',
    );
    expect(readAllText({ status: 'done', end: 'last-page', read: 312 }, 1, noun)).toBe(
      '1 of 312 workflows matches.',
    );
  });

  it('says when it waits, was stopped, or stopped early and why', () => {
    expect(readAllText({ status: 'waiting', end: null, read: 100 }, 0, noun)).toBe(
      '0 of at least 100 workflows match so far. Waiting for the connection to read on…',
    );
    expect(readAllText({ status: 'cancelled', end: null, read: 100 }, 3, noun)).toBe(
      '3 of at least 100 workflows match so far. Stopped before the last page.',
    );
    expect(readAllText({ status: 'done', end: 'stuck', read: 300 }, 2, noun)).toBe(
      '2 of 300 workflows match. The service’s pages stopped leading anywhere new, so that may not be all.',
    );
    expect(readAllText({ status: 'done', end: 'enough', read: 300 }, 4, noun)).toBe(
      '4 match among the first 300 workflows; later pages lie outside the filter, so reading stopped.',
    );
  });

  it('counts alone when nothing is filtered', () => {
    expect(readAllText({ status: 'reading', end: null, read: 100 }, null, noun)).toBe(
      'Counting: at least 100 workflows…',
    );
    expect(readAllText({ status: 'done', end: 'last-page', read: 1 }, null, noun)).toBe(
      '1 workflow in all.',
    );
  });
});
