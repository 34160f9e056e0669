import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitingForConnection, whenOnline } from './when-online';

afterEach(() => onlineManager.setOnline(true));

describe('loading code once online', () => {
  it('loads at once while online', async () => {
    const load = vi.fn(() => Promise.resolve('screen'));
    await expect(whenOnline(load)).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits while offline, says so, and loads when the connection is back', async () => {
    onlineManager.setOnline(false);
    const load = vi.fn(() => Promise.resolve('screen'));
    const loaded = whenOnline(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(waitingForConnection.get()).toBe(1);
    onlineManager.setOnline(true);
    await expect(loaded).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(1);
    expect(waitingForConnection.get()).toBe(0);
  });
});
