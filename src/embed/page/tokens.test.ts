import { afterEach, describe, expect, it, vi } from 'vitest';
import { TokenRenewalError } from '../api/embed-errors';
import { createTokens } from './tokens';

afterEach(() => {
  vi.useRealTimers();
});

describe('the frame’s token', () => {
  it('asks the host once however many requests wait, and gives them all the new token', async () => {
    const askHost = vi.fn();
    const tokens = createTokens(askHost);
    tokens.receive('first');
    const waiting = [tokens.renew(), tokens.renew(), tokens.renew()];
    expect(askHost).toHaveBeenCalledTimes(1);
    tokens.receive('second');
    expect(await Promise.all(waiting)).toEqual(['second', 'second', 'second']);
    expect(tokens.current()).toBe('second');
  });

  it('fails the waiting requests when the host could not get a token', async () => {
    const tokens = createTokens(() => undefined);
    const renewal = tokens.renew();
    tokens.refuse('getToken failed: offline');
    await expect(renewal).rejects.toMatchObject({
      name: 'TokenRenewalError',
      reason: 'host_failed',
      message: 'getToken failed: offline',
    });
  });

  it('gives up when the host does not answer in time, and asks again next time', async () => {
    vi.useFakeTimers();
    const askHost = vi.fn();
    const tokens = createTokens(askHost, 1000);
    const renewal = tokens.renew();
    vi.advanceTimersByTime(1000);
    await expect(renewal).rejects.toBeInstanceOf(TokenRenewalError);
    void tokens.renew();
    expect(askHost).toHaveBeenCalledTimes(2);
  });
});
