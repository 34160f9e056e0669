import { describe, expect, it } from 'vitest';
import { breakPoints } from './email-breaks';

describe('breakPoints', () => {
  it('allows a break after the @ and before each dot only', () => {
    expect(breakPoints('sophie.stroustrup@example.com')).toEqual([
      'sophie',
      '.stroustrup@',
      'example',
      '.com',
    ]);
    expect(breakPoints('plain')).toEqual(['plain']);
  });
});
