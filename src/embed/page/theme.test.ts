import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BACKGROUNDS, DEFAULT_THEME, embedTheme, readableOn, readTheme } from './theme';

describe('readTheme', () => {
  it('takes the fields the host gives when they are what they should be', () => {
    expect(
      readTheme({
        mode: 'dark',
        primaryColor: '#0F766E',
        fontFamily: ' Georgia, serif ',
        radius: 4,
      }),
    ).toEqual({ mode: 'dark', primaryColor: '#0f766e', fontFamily: 'Georgia, serif', radius: 4 });
  });

  it('ignores what is not a theme value: no CSS can be slipped in', () => {
    const hostile = {
      mode: 'sepia',
      primaryColor: 'red; background: url(https://evil.example/x)',
      fontFamily: 'x; } body { display: none',
      radius: Number.NaN,
    } as unknown as Parameters<typeof readTheme>[0];
    expect(readTheme(hostile)).toEqual(DEFAULT_THEME);
    expect(readTheme({ fontFamily: 'url(https://evil.example/font.woff)' }).fontFamily).toBeNull();
    expect(readTheme({ radius: 400 }).radius).toBe(24);
    expect(readTheme({ radius: -3 }).radius).toBe(0);
  });

  it('keeps what was set before when a later theme leaves a field out', () => {
    const first = readTheme({ mode: 'dark', primaryColor: '#123456' });
    expect(readTheme({ radius: 2 }, first)).toMatchObject({
      mode: 'dark',
      primaryColor: '#123456',
      radius: 2,
    });
  });
});

describe('the primary colour', () => {
  it('stays as given when it reads well', () => {
    expect(readableOn('#0f766e', 'light')).toBe('#0f766e');
  });

  it('is darkened on light and lightened on dark until it reads at 4.5:1', () => {
    for (const colour of ['#ffeb3b', '#90caf9', '#ff9800', '#00e676']) {
      const light = readableOn(colour, 'light');
      expect(getContrastRatio(light, BACKGROUNDS.light)).toBeGreaterThanOrEqual(4.5);
    }
    for (const colour of ['#1a237e', '#000000', '#4a148c']) {
      const dark = readableOn(colour, 'dark');
      expect(getContrastRatio(dark, BACKGROUNDS.dark)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is a neutral slate, not MUI blue, when the host gives none', () => {
    const theme = embedTheme(DEFAULT_THEME);
    expect(theme.palette.primary.main).not.toBe('#1976d2');
    expect(theme.palette.primary.main).toBe('#37474f');
  });

  it('maps mode, font and radius onto MUI', () => {
    const theme = embedTheme(readTheme({ mode: 'dark', fontFamily: 'Georgia, serif', radius: 2 }));
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe(BACKGROUNDS.dark);
    expect(theme.typography.fontFamily).toBe('Georgia, serif');
    expect(theme.shape.borderRadius).toBe(2);
    // The button text on the primary colour reads at 4.5:1.
    const { main, contrastText } = theme.palette.primary;
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
  });
});
