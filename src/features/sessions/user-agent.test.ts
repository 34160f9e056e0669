import { describe, expect, it } from 'vitest';
import { browserOf } from './user-agent';

describe('browserOf', () => {
  it('names common browsers with their major version and system', () => {
    expect(
      browserOf(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome 131 on Linux');
    expect(
      browserOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
      ),
    ).toBe('Edge 131 on Windows');
    expect(
      browserOf(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
      ),
    ).toBe('Firefox 133 on macOS');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 on iOS');
    expect(browserOf('curl/8.11.0')).toBe('curl 8');
  });

  it('says so when it does not know the browser', () => {
    expect(browserOf('')).toBe('Unknown browser');
    expect(browserOf('node')).toBe('Unknown browser');
    expect(browserOf('SomeBot (Linux)')).toBe('Unknown browser on Linux');
  });
});
