import { afterEach, describe, expect, it, vi } from 'vitest';
import { preferencesStore, updatePreferences } from './preferences';
import { THEME_MODE_KEY, themeStorage } from './theme-storage';

const modeStorage = () => themeStorage({ key: THEME_MODE_KEY });

afterEach(() => updatePreferences({ theme: undefined, actingUserKey: undefined }));

describe('the theme mode in the preferences', () => {
  it('reads the saved choice, and MUI’s default (system) when there is none', () => {
    expect(modeStorage().get('system')).toBe('system');
    updatePreferences({ theme: 'dark' });
    expect(modeStorage().get('system')).toBe('dark');
  });

  it('saves light or dark as the choice, and system as no choice, keeping other preferences', async () => {
    updatePreferences({ actingUserKey: 'acme' });
    modeStorage().set('light');
    await Promise.resolve();
    expect(preferencesStore.get()).toEqual({ theme: 'light', actingUserKey: 'acme' });
    modeStorage().set('system');
    await Promise.resolve();
    expect(preferencesStore.get()).toEqual({ actingUserKey: 'acme' });
  });

  it('saves once the work in progress is over: MUI sets the mode while it renders', async () => {
    const listener = vi.fn();
    const unsubscribe = preferencesStore.subscribe(listener);
    modeStorage().set('dark');
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    // The same choice again tells nobody.
    modeStorage().set('dark');
    await Promise.resolve();
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('tells MUI when the choice changes elsewhere', () => {
    const handler = vi.fn();
    const unsubscribe = modeStorage().subscribe(handler);
    updatePreferences({ theme: 'dark' });
    updatePreferences({ theme: undefined });
    unsubscribe();
    updatePreferences({ theme: 'light' });
    expect(handler.mock.calls).toEqual([['dark'], [null]]);
  });

  it('keeps no light or dark scheme name: the theme has one of each', () => {
    const scheme = themeStorage({ key: 'mui-color-scheme-dark' });
    scheme.set('other');
    expect(scheme.get('dark')).toBe('dark');
  });
});
