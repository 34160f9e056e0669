import { describe, expect, it, vi } from 'vitest';
import { TokenRenewalError } from '../../api/embed-errors';
import { createHostTokens } from './host-tokens';

const NOW = 1_700_000_000_000;
/** An unsigned token issued now, valid `seconds` (only its claims are read). */
const token = (seconds: number, n = 0) =>
  `e30.${btoa(JSON.stringify({ iat: NOW / 1000, exp: NOW / 1000 + seconds, n })).replace(/=+$/, '')}.sig`;

describe("the headless hook's token", () => {
  it('is asked for once however many calls wait, and kept until shortly before it expires', async () => {
    let now = NOW;
    const getToken = vi
      .fn<() => Promise<string>>()
      .mockResolvedValueOnce(token(600, 1))
      .mockResolvedValueOnce(token(600, 2));
    const tokens = createHostTokens(getToken, () => now);
    const [a, b] = await Promise.all([tokens.fresh(), tokens.fresh()]);
    expect(a).toBe(token(600, 1));
    expect(b).toBe(a);
    // Renewed a minute before the end of its ten minutes.
    now = NOW + 539_000;
    expect(await tokens.fresh()).toBe(token(600, 1));
    now = NOW + 540_000;
    expect(await tokens.fresh()).toBe(token(600, 2));
    expect(getToken).toHaveBeenCalledTimes(2);
    expect(tokens.current()).toBe(token(600, 2));
  });

  it("says what went wrong when the host's getToken fails or gives nothing", async () => {
    const failing = createHostTokens(() => Promise.reject(new Error('offline')));
    await expect(failing.fresh()).rejects.toEqual(
      new TokenRenewalError('getToken failed: offline', 'host_failed'),
    );
    const empty = createHostTokens(() => Promise.resolve(''));
    await expect(empty.renew()).rejects.toThrow('getToken gave no token');
  });
});
