import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';
import { waitingForConnection } from './when-online';

afterEach(() => onlineManager.setOnline(true));

describe('a part of the code fetched after the first screen', () => {
  it('is fetched once, however often it is asked for, and kept', async () => {
    const fetchModule = vi.fn(() => Promise.resolve({ name: 'keys' }));
    const part = lazyPart(fetchModule);
    expect(part.loaded.get()).toBeNull();
    const [first, second] = await Promise.all([part.load(), part.load()]);
    expect(first).toEqual({ name: 'keys' });
    expect(second).toBe(first);
    expect(part.loaded.get()).toBe(first);
    await part.load();
    expect(fetchModule).toHaveBeenCalledTimes(1);
  });

  it('is fetched again when asked for after a failure', async () => {
    const fetchModule = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('keys');
    const part = lazyPart(fetchModule);
    await expect(part.load()).rejects.toThrow('Failed to fetch');
    expect(part.loaded.get()).toBeNull();
    await expect(part.load()).resolves.toBe('keys');
    expect(fetchModule).toHaveBeenCalledTimes(2);
  });

  it('waits offline for the connection without counting as a screen that waits', async () => {
    onlineManager.setOnline(false);
    const fetchModule = vi.fn(() => Promise.resolve('keys'));
    const part = lazyPart(fetchModule);
    const loading = part.load();
    await Promise.resolve();
    expect(fetchModule).not.toHaveBeenCalled();
    expect(waitingForConnection.get()).toBe(0);
    onlineManager.setOnline(true);
    await expect(loading).resolves.toBe('keys');
    expect(part.loaded.get()).toBe('keys');
  });
});
