import { describe, expect, it } from 'vitest';
import { createSaveAttempts } from './save-attempt';

describe('the idempotency key of a save', () => {
  it('is the same while the same answers are sent again, and new for other answers', () => {
    let issued = 0;
    const attempts = createSaveAttempts(() => `key-${++issued}`);
    expect(attempts.keyFor({ a: 1 })).toBe('key-1');
    expect(attempts.keyFor({ a: 1 })).toBe('key-1');
    expect(attempts.keyFor({ a: 2 })).toBe('key-2');
    expect(attempts.keyFor({ a: 1 })).toBe('key-3');
  });

  it('is new after a save landed, even for the same answers', () => {
    let issued = 0;
    const attempts = createSaveAttempts(() => `key-${++issued}`);
    expect(attempts.keyFor({ a: 1 })).toBe('key-1');
    attempts.succeeded();
    expect(attempts.keyFor({ a: 1 })).toBe('key-2');
  });
});
