import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './return-path';

describe('sameOriginPath', () => {
  it.each([
    ['/', '/'],
    ['/workflows/abc?tab=1#x', '/workflows/abc?tab=1#x'],
    ['/workflows/./abc/../def', '/workflows/def'],
    ['/a%2F%2Fevil.example', '/a%2F%2Fevil.example'],
    ['/evil.example/x', '/evil.example/x'],
    ['/search?q=//evil.example', '/search?q=//evil.example'],
  ])('keeps the same-origin path %s as %s', (value, path) => {
    expect(sameOriginPath(value)).toBe(path);
  });

  it.each([
    ['//evil.example/x'],
    ['///evil.example/x'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['\\\\evil.example'],
    ['/..//evil.example/x'],
    ['/a/../..//evil.example'],
    ['/./%2E%2E//evil.example'],
    ['https://evil.example/'],
    ['http:evil.example'],
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['evil.example'],
    ['\t//evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/x\u0000'],
    [' /workflows'],
    [''],
    [`/${'a'.repeat(2000)}`],
    [undefined],
    [null],
    [42],
    [['/workflows']],
  ])('turns %j into /', (value) => {
    expect(sameOriginPath(value)).toBe('/');
  });
});
