import { describe, expect, it } from 'vitest';
import {
  apiOrigin,
  keyAfterBaseUrlChange,
  keyBindingOf,
  keyNeededFor,
  type KeyBinding,
} from './key-binding';

const PAGE = 'https://console.example.com';
const saved: KeyBinding = { savedKey: 'sk_test_old', savedOrigin: 'https://a.example.com' };
const kept = { apiKey: 'sk_test_old', withdrawn: false };

describe('apiOrigin', () => {
  it('is scheme, host and port, with paths resolved against the page', () => {
    expect(apiOrigin('https://a.example.com/api/v1', PAGE)).toBe('https://a.example.com');
    expect(apiOrigin('http://localhost:4010', PAGE)).toBe('http://localhost:4010');
    expect(apiOrigin('/live-api', PAGE)).toBe(PAGE);
    expect(apiOrigin('', PAGE)).toBe(PAGE);
    expect(apiOrigin('https://[bad', PAGE)).toBeNull();
  });
});

describe('keyBindingOf', () => {
  it('binds the saved key to the saved base URL’s origin', () => {
    expect(
      keyBindingOf(
        {
          mode: 'live',
          baseUrl: 'https://a.example.com/',
          apiKey: 'sk_test_old',
          rememberKey: false,
          defaultUserKey: 'main',
          adminView: true,
        },
        PAGE,
      ),
    ).toEqual(saved);
  });
});

describe('keyAfterBaseUrlChange', () => {
  it('keeps the key while the origin stays, whatever the path', () => {
    expect(keyAfterBaseUrlChange(saved, 'https://a.example.com/v2', kept, PAGE)).toEqual(kept);
  });

  it('withdraws the saved key when the scheme, host or port changes', () => {
    for (const url of [
      'https://b.example.com',
      'http://a.example.com',
      'https://a.example.com:8443',
      '/live-api',
      'https://[bad',
    ]) {
      expect(keyAfterBaseUrlChange(saved, url, kept, PAGE)).toEqual({
        apiKey: '',
        withdrawn: true,
      });
    }
  });

  it('gives the saved key back when the origin returns before another key was typed', () => {
    const withdrawn = keyAfterBaseUrlChange(saved, 'https://a.example.co', kept, PAGE);
    expect(keyAfterBaseUrlChange(saved, 'https://a.example.com', withdrawn, PAGE)).toEqual(kept);
  });

  it('leaves a key the user typed alone, and a key the user cleared cleared', () => {
    const typed = { apiKey: 'sk_test_new', withdrawn: true };
    expect(keyAfterBaseUrlChange(saved, 'https://b.example.com', typed, PAGE)).toEqual(typed);
    expect(keyAfterBaseUrlChange(saved, 'https://a.example.com', typed, PAGE)).toEqual(typed);
    const cleared = { apiKey: '', withdrawn: false };
    expect(keyAfterBaseUrlChange(saved, 'https://a.example.com', cleared, PAGE)).toEqual(cleared);
  });

  it('does nothing when no key was saved', () => {
    const none = { savedKey: '', savedOrigin: 'https://a.example.com' };
    const field = { apiKey: '', withdrawn: false };
    expect(keyAfterBaseUrlChange(none, 'https://b.example.com', field, PAGE)).toBe(field);
  });
});

describe('keyNeededFor', () => {
  const live = { mode: 'live', baseUrl: 'https://b.example.com', apiKey: '' };

  it('asks for a key when the saved one belongs to another origin', () => {
    expect(keyNeededFor(saved, live, PAGE)).toBe(
      'Enter the key for https://b.example.com. The saved key was entered for https://a.example.com, and a key is only ever sent to the origin it was entered for.',
    );
  });

  it('is satisfied by a typed key, the same origin, demo mode, or no saved key', () => {
    expect(keyNeededFor(saved, { ...live, apiKey: 'sk_test_new' }, PAGE)).toBeUndefined();
    expect(
      keyNeededFor(saved, { ...live, baseUrl: 'https://a.example.com/x' }, PAGE),
    ).toBeUndefined();
    expect(keyNeededFor(saved, { ...live, mode: 'demo' }, PAGE)).toBeUndefined();
    expect(keyNeededFor({ ...saved, savedKey: '' }, live, PAGE)).toBeUndefined();
  });
});
