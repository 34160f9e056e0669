/**
 * The host's theme, mapped onto MUI: mode, primary and error colours, font, corner radius, density
 * and the form's maximum width. What arrives by postMessage is read token by token again
 * (../sdk/theme-tokens.ts, the loader's own rules); a value that is not what it should be is
 * ignored. The colours are kept readable: where one is too light (or, in dark mode, too dark) to
 * read as text on the background at 4.5:1 (WCAG AA), it is darkened (or lightened) just enough, so
 * links, labels, error messages and focus rings stay legible whatever the host picks. Without a
 * primary colour the form is a neutral slate, not MUI's default blue.
 */
import {
  createTheme,
  darken,
  getContrastRatio,
  lighten,
  type Theme,
  type ThemeOptions,
} from '@mui/material/styles';
import { DARK_STATUS, FOCUS_RING, LIGHT_STATUS, SYSTEM_FONTS } from '@/lib/theme-parts';
import type { FrameTheme } from '../sdk/protocol';
import { readThemeTokens } from '../sdk/theme-tokens';

export interface SafeTheme {
  mode: 'light' | 'dark';
  primaryColor: string | null;
  errorColor: string | null;
  fontFamily: string | null;
  radius: number;
  density: 'comfortable' | 'compact';
  maxWidth: number | null;
}

export const DEFAULT_THEME: SafeTheme = {
  mode: 'light',
  primaryColor: null,
  errorColor: null,
  fontFamily: null,
  radius: 8,
  density: 'comfortable',
  maxWidth: null,
};

/** The font names a host may give instead of a list: stacks of fonts systems have. */
export const FONT_STACKS: Readonly<Record<string, string>> = {
  system: SYSTEM_FONTS,
  'sans-serif': SYSTEM_FONTS,
  serif: '"Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Times New Roman", serif',
  monospace: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
  rounded: 'ui-rounded, "SF Pro Rounded", "Arial Rounded MT Bold", system-ui, sans-serif',
};

export const BACKGROUNDS = { light: '#ffffff', dark: '#121212' } as const;
const NEUTRAL_PRIMARY = { light: '#37474f', dark: '#b0bec5' } as const;
const DEFAULT_ERROR = { light: LIGHT_STATUS.error.main, dark: DARK_STATUS.error.main } as const;
export const MIN_CONTRAST = 4.5;

/** The valid tokens of `raw` over `base` (what was set before, or the defaults). */
export function readTheme(raw: FrameTheme | undefined, base: SafeTheme = DEFAULT_THEME): SafeTheme {
  const tokens = readThemeTokens(raw);
  const theme = { ...base };
  if (tokens.mode === 'light' || tokens.mode === 'dark') theme.mode = tokens.mode;
  if (tokens.primaryColor) theme.primaryColor = tokens.primaryColor.toLowerCase();
  if (tokens.errorColor) theme.errorColor = tokens.errorColor.toLowerCase();
  if (tokens.fontFamily && tokens.fontFamily !== 'inherit')
    theme.fontFamily = FONT_STACKS[tokens.fontFamily] ?? tokens.fontFamily;
  if (tokens.radius !== undefined) theme.radius = tokens.radius;
  if (tokens.density) theme.density = tokens.density;
  if (tokens.maxWidth !== undefined) theme.maxWidth = Math.round(tokens.maxWidth);
  return theme;
}

/**
 * `colour`, darkened (light mode) or lightened (dark mode) by steps of 5 % until it reads at 4.5:1
 * on `mode`'s background.
 */
export function readableOn(colour: string, mode: 'light' | 'dark'): string {
  const background = BACKGROUNDS[mode];
  let current = colour;
  for (let step = 1; step <= 20 && getContrastRatio(current, background) < MIN_CONTRAST; step += 1)
    current = mode === 'light' ? darken(colour, step * 0.05) : lighten(colour, step * 0.05);
  return current;
}

/** Smaller fields, buttons and gaps for dense host layouts. */
const COMPACT: ThemeOptions['components'] = {
  MuiFormControl: { defaultProps: { size: 'small' } },
  MuiButton: { defaultProps: { size: 'small' } },
};

export function embedTheme(theme: SafeTheme, direction: 'ltr' | 'rtl' = 'ltr'): Theme {
  const { mode } = theme;
  const primary = readableOn(theme.primaryColor ?? NEUTRAL_PRIMARY[mode], mode);
  const error = readableOn(theme.errorColor ?? DEFAULT_ERROR[mode], mode);
  const compact = theme.density === 'compact';
  const options: ThemeOptions = {
    cssVariables: false,
    direction,
    spacing: compact ? 6 : 8,
    palette: {
      mode,
      // Contained buttons take the text colour that reads at 4.5:1 on the primary colour.
      contrastThreshold: MIN_CONTRAST,
      primary: { main: primary },
      ...(mode === 'light' ? LIGHT_STATUS : DARK_STATUS),
      error: { main: error },
      background: { default: BACKGROUNDS[mode], paper: BACKGROUNDS[mode] },
    },
    typography: {
      fontFamily: theme.fontFamily ?? SYSTEM_FONTS,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: theme.radius },
    components: { ...FOCUS_RING, ...(compact ? COMPACT : {}) },
  };
  return createTheme(options);
}
