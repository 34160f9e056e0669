/**
 * The allow-list's matcher against generated spellings: whatever the encoding (case, double
 * encoding, mixes) of `.`, `..`, `/` and `\`, a path either matches nothing or is forwarded as a path
 * that every server behind reads as the operation it was checked as.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  encodedDeep,
  hostileSegment,
  HOSTILE_VALUES,
  OVERLONG_SPELLINGS,
  plainSegment,
} from '@test/support/path-encodings';
import { decodeSegment, matchOperation, OPERATIONS, type Operation } from './operations';

const withParams = OPERATIONS.filter((operation) => operation.path.includes('{'));

/** The operation's path with each parameter replaced by `spell(name)`. */
const pathOf = (operation: Operation, spell: (name: string) => string) =>
  operation.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => spell(name));

/** What a WHATWG-URL server reads from a forwarded path: its segments, after dot resolution. */
function serviceReads(path: string): string[] {
  const resolved = new URL(`/api/v1${path}`, 'http://service.test').pathname;
  return resolved
    .slice('/api/v1/'.length)
    .split('/')
    .map((segment) => decodeURIComponent(segment));
}

describe('decodeSegment', () => {
  it.each([
    ['%2e'],
    ['%2E'],
    ['.%2e'],
    ['%2e.'],
    ['%2E%2e'],
    ['%252e'],
    ['%252E%252e'],
    ['%25252e'],
    ['%2f'],
    ['%2F'],
    ['a%2fb'],
    ['%5c'],
    ['%5C'],
    ['..%5c'],
    ['%255c'],
    ['%25'],
    ['%c0%ae'],
    ['%ef%bc%8e%ef%bc%8e'],
    ['%e2%80%a5'],
    ['%ef%bc%8f'],
    ['%00'],
    ['a%0ab'],
    ['.'],
    ['..'],
    [''],
    ['a b'],
    ['a\\b'],
    ['%zz'],
  ])('refuses %s', (raw) => {
    expect(decodeSegment(raw)).toBeUndefined();
  });

  it.each([
    ['wf_1', 'wf_1'],
    ['slack%20v2', 'slack v2'],
    ['caf%C3%A9', 'café'],
    ['a.b', 'a.b'],
    ['...', '...'],
    ['%2e%2e%2e', '...'],
    ['x%3Ay@z', 'x:y@z'],
  ])('reads %s as %s', (raw, value) => {
    expect(decodeSegment(raw)).toBe(value);
  });
});

describe('matchOperation', () => {
  it('forwards the path rebuilt from the decoded segments, literal parts included', () => {
    expect(matchOperation('GET', '/%77orkflows/wf%5F1/actions')).toEqual({
      operation: expect.objectContaining({ operationId: 'listWorkflowActions' }) as Operation,
      params: { workflow_id: 'wf_1' },
      path: '/workflows/wf_1/actions',
    });
    expect(matchOperation('PUT', '/installed_apps/slack%20v2')?.path).toBe(
      '/installed_apps/slack%20v2',
    );
    expect(matchOperation('GET', '/workflows/a;b=c')?.path).toBe('/workflows/a%3Bb%3Dc');
  });

  it('refuses the encoded dot segments of the security review', () => {
    for (const id of ['%2e', '.%2e', '%2e.', '%2e%2e', '%2E%2e', '%252e'])
      expect(matchOperation('GET', `/workflows/${id}`), id).toBeUndefined();
  });

  it('never matches a hostile value in a parameter, however it is spelled', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...withParams),
        hostileSegment,
        (operation, spelled) =>
          matchOperation(
            operation.method,
            pathOf(operation, () => spelled),
          ) === undefined,
      ),
      { numRuns: 2000 },
    );
  });

  it('never matches a hostile value spelled as a whole extra segment anywhere', () => {
    const wholeSegment = fc
      .constantFrom(...HOSTILE_VALUES.filter((value) => !value.includes('/')))
      .chain((value) => encodedDeep(value));
    fc.assert(
      fc.property(
        fc.constantFrom(...OPERATIONS),
        wholeSegment,
        fc.nat(),
        (operation, spelled, at) => {
          const segments = pathOf(operation, () => 'x').split('/');
          segments.splice(1 + (at % segments.length), 0, spelled);
          return matchOperation(operation.method, segments.join('/')) === undefined;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('forwards only paths a URL parser reads as the operation matched, with the values checked', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OPERATIONS),
        fc.dictionary(
          fc.constantFrom('id', 'workflow_id', 'app_identifier'),
          fc.oneof(plainSegment, hostileSegment),
        ),
        (operation, spelled) => {
          const match = matchOperation(
            operation.method,
            pathOf(operation, (name) => spelled[name] ?? 'x'),
          );
          if (!match) return true;
          const expected = match.operation.path
            .slice(1)
            .split('/')
            .map((part) => (part.startsWith('{') ? match.params[part.slice(1, -1)] : part));
          const read = serviceReads(match.path);
          expect(read).toEqual(expected);
          // A server that decodes twice reads the same values.
          expect(read.map((value) => decodeURIComponent(value))).toEqual(expected);
          for (const value of read) {
            expect(['.', '..']).not.toContain(value);
            expect(value).not.toMatch(/[/\\]/);
          }
          return match.operation.method === operation.method;
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses UTF-8 overlong spellings of the dot and the slash', () => {
    for (const spelled of OVERLONG_SPELLINGS)
      expect(matchOperation('GET', `/workflows/${spelled}`), spelled).toBeUndefined();
  });
});
