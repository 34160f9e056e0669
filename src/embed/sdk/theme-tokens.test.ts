import { describe, expect, it, vi } from 'vitest';
import { readThemeTokens } from './theme-tokens';

describe("a host's theme", () => {
  it('keeps every token that is what it should be', () => {
    const warn = vi.fn();
    const theme = {
      mode: 'auto',
      primaryColor: '#0F766E',
      errorColor: '#c00',
      fontFamily: ' Inter, system-ui, sans-serif ',
      radius: 0,
      density: 'compact',
      maxWidth: 640,
    } as const;
    expect(readThemeTokens(theme, warn)).toEqual({
      ...theme,
      fontFamily: 'Inter, system-ui, sans-serif',
    });
    expect(readThemeTokens({ fontFamily: 'inherit' }, warn)).toEqual({ fontFamily: 'inherit' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out each bad value with a warning naming it', () => {
    const warn = vi.fn();
    const hostile = {
      mode: 'sepia',
      primaryColor: 'red; background: url(https://evil.example/x)',
      errorColor: 'crimson',
      fontFamily: 'x; } body { display: none',
      radius: 40,
      density: 'cosy',
      maxWidth: Number.NaN,
      shadow: 2,
    };
    expect(readThemeTokens(hostile, warn)).toEqual({});
    expect(warn.mock.calls.map(([problem]) => problem as string)).toEqual([
      'theme.mode "sepia" is not one of light, dark, auto; it is ignored.',
      'theme.primaryColor "red; background: url(https://evil.example/x)" is not a hex colour such as #0f766e; it is ignored.',
      'theme.errorColor "crimson" is not a hex colour such as #0f766e; it is ignored.',
      'theme.fontFamily "x; } body { display: none" is not a list of font names (no url(), no CSS), nor inherit, system, sans-serif, serif, monospace or rounded; it is ignored.',
      'theme.radius 40 is not a number of pixels from 0 to 24; it is ignored.',
      'theme.density "cosy" is not one of comfortable, compact; it is ignored.',
      'theme.maxWidth null is not a number of pixels from 240 to 4000; it is ignored.',
      'theme.shadow 2 is not a theme token; it is ignored.',
    ]);
  });

  it('is nothing when it is not an object, with a warning', () => {
    const warn = vi.fn();
    expect(readThemeTokens('dark', warn)).toEqual({});
    expect(warn).toHaveBeenCalledWith(
      'theme "dark" is not an object of theme tokens; it is ignored.',
    );
    expect(readThemeTokens(undefined, warn)).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
