import { describe, expect, it } from 'vitest';
import { safeHttpUrl } from './urls';

describe('safeHttpUrl', () => {
  it('keeps http(s) URLs and refuses everything else', () => {
    expect(safeHttpUrl('https://icons.example/a.svg')).toBe('https://icons.example/a.svg');
    expect(safeHttpUrl(' http://x.example ')).toBe('http://x.example/');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x',
      '/relative',
      '',
      42,
      null,
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});
