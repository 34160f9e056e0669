import { describe, expect, it } from 'vitest';
import { recapText } from './failure-recap';

describe('the failure recap', () => {
  it('prints nothing when nothing failed', () => {
    expect(recapText([])).toBe('');
  });

  it('names each failure with the first lines of its message', () => {
    const message = [
      'expected 615 to be ≥ 695',
      '',
      'at a',
      'at b',
      'at c',
      'at d',
      'at e',
      'at f',
    ].join('\n');
    const text = recapText([
      {
        where: 'src/gateway/proxy/upstream.test.ts',
        name: 'the upstream deadline › is never cut short',
        message,
      },
    ]);
    expect(text).toContain('What failed (1)');
    expect(text).toContain(
      '✗ src/gateway/proxy/upstream.test.ts › the upstream deadline › is never cut short',
    );
    expect(text).toContain('    expected 615 to be ≥ 695');
    expect(text).toContain('    at d');
    expect(text).not.toContain('at e');
  });
});
