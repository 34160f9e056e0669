import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { SYSTEM_FONTS } from '@/lib/theme-parts';
import {
  BACKGROUNDS,
  DEFAULT_THEME,
  embedTheme,
  FONT_STACKS,
  readableOn,
  readTheme,
} from './theme';

describe('readTheme', () => {
  it('takes the tokens the host gives when they are what they should be', () => {
    expect(
      readTheme({
        mode: 'dark',
        primaryColor: '#0F766E',
        errorColor: '#FF5252',
        fontFamily: ' Georgia, serif ',
        radius: 4,
        density: 'compact',
        maxWidth: 640.4,
      }),
    ).toEqual({
      mode: 'dark',
      primaryColor: '#0f766e',
      errorColor: '#ff5252',
      fontFamily: 'Georgia, serif',
      radius: 4,
      density: 'compact',
      maxWidth: 640,
    });
  });

  it('names a stack of system fonts by a short name', () => {
    expect(readTheme({ fontFamily: 'system' }).fontFamily).toBe(SYSTEM_FONTS);
    expect(readTheme({ fontFamily: 'serif' }).fontFamily).toBe(FONT_STACKS.serif);
    expect(readTheme({ fontFamily: 'monospace' }).fontFamily).toMatch(
      /^ui-monospace, .*monospace$/,
    );
  });

  it('ignores what is not a theme value: no CSS can be slipped in', () => {
    const hostile = {
      mode: 'sepia',
      primaryColor: 'red; background: url(https://evil.example/x)',
      fontFamily: 'x; } body { display: none',
      radius: Number.NaN,
      maxWidth: 10,
    } as unknown as Parameters<typeof readTheme>[0];
    expect(readTheme(hostile)).toEqual(DEFAULT_THEME);
    expect(readTheme({ fontFamily: 'url(https://evil.example/font.woff)' }).fontFamily).toBeNull();
    expect(readTheme({ radius: 400 }).radius).toBe(DEFAULT_THEME.radius);
    expect(readTheme({ radius: -3 }).radius).toBe(DEFAULT_THEME.radius);
  });

  it('keeps what was set before when a later theme leaves a token out', () => {
    const first = readTheme({ mode: 'dark', primaryColor: '#123456' });
    expect(readTheme({ radius: 2 }, first)).toMatchObject({
      mode: 'dark',
      primaryColor: '#123456',
      radius: 2,
    });
  });
});

describe('the colours', () => {
  it('stay as given when they read well', () => {
    expect(readableOn('#0f766e', 'light')).toBe('#0f766e');
    expect(readableOn('#90caf9', 'dark')).toBe('#90caf9');
  });

  // Expected values worked out by hand from WCAG 2's relative luminance, with MUI's rounding:
  // the first 5 % step of darkening (lightening) that reaches 4.5:1 on #ffffff (#121212).
  it('are darkened on light until they read at 4.5:1, by the least 5 % step that does', () => {
    expect(readableOn('#ffeb3b', 'light')).toBe('rgb(127, 117, 29)'); // 50 %: 4.71:1
    expect(readableOn('#90caf9', 'light')).toBe('rgb(86, 121, 149)'); // 40 %: 4.61:1
    expect(readableOn('#ff9800', 'light')).toBe('rgb(165, 98, 0)'); // 35 %: 4.84:1
    expect(readableOn('#ff5252', 'light')).toBe('rgb(204, 65, 65)'); // 20 %: 4.77:1
  });

  it('are lightened on dark the same way', () => {
    expect(readableOn('#1a237e', 'dark')).toBe('rgb(117, 123, 177)'); // 40 %: 4.66:1
    expect(readableOn('#000000', 'dark')).toBe('rgb(127, 127, 127)'); // 50 %: 4.68:1
  });

  it('are a neutral slate, not MUI blue, when the host gives no primary colour', () => {
    const theme = embedTheme(DEFAULT_THEME);
    expect(theme.palette.primary.main).toBe('#37474f');
  });

  it("keep the host's error colour readable too", () => {
    const theme = embedTheme(readTheme({ errorColor: '#ff5252' }));
    expect(theme.palette.error.main).toBe('rgb(204, 65, 65)');
    expect(getContrastRatio(theme.palette.error.main, BACKGROUNDS.light)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

describe('embedTheme', () => {
  it('maps mode, font, radius, density and direction onto MUI', () => {
    const theme = embedTheme(
      readTheme({ mode: 'dark', fontFamily: 'Georgia, serif', radius: 2, density: 'compact' }),
      'rtl',
    );
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.background.default).toBe(BACKGROUNDS.dark);
    expect(theme.typography.fontFamily).toBe('Georgia, serif');
    expect(theme.shape.borderRadius).toBe(2);
    expect(theme.direction).toBe('rtl');
    expect(theme.spacing(2)).toBe('12px');
    expect(theme.components?.MuiFormControl?.defaultProps?.size).toBe('small');
    // The button text on the primary colour reads at 4.5:1.
    const { main, contrastText } = theme.palette.primary;
    expect(getContrastRatio(main, contrastText)).toBeGreaterThanOrEqual(4.5);
  });

  it('is comfortable by default', () => {
    const theme = embedTheme(DEFAULT_THEME);
    expect(theme.spacing(2)).toBe('16px');
    expect(theme.components?.MuiFormControl).toBeUndefined();
    expect(theme.direction).toBe('ltr');
  });
});
