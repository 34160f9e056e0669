/**
 * The host's theme, mapped onto MUI: `mode` (light or dark), `primaryColor`, `fontFamily`, `radius`.
 * What arrives by postMessage is read field by field; a value that is not what it should be is
 * ignored, not applied. The primary colour is kept readable: where it is too light (or, in dark
 * mode, too dark) to read as text on the background at 4.5:1, it is darkened (or lightened) just
 * enough, so links, labels and focus rings stay legible whatever the host picks. Without a primary
 * colour the form is a neutral slate, not MUI's default blue.
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
import type { EmbedTheme } from '../sdk/protocol';

export interface SafeTheme {
  mode: 'light' | 'dark';
  primaryColor: string | null;
  fontFamily: string | null;
  radius: number;
}

export const DEFAULT_THEME: SafeTheme = {
  mode: 'light',
  primaryColor: null,
  fontFamily: null,
  radius: 8,
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Family names, quoted or not, and generic families: no url(), no semicolons, no braces. */
const FONT_LIST = /^[\p{L}\p{N} ,'"._-]{1,200}$/u;

export const BACKGROUNDS = { light: '#ffffff', dark: '#121212' } as const;
const NEUTRAL_PRIMARY = { light: '#37474f', dark: '#b0bec5' } as const;
export const MIN_CONTRAST = 4.5;

/** The theme fields that are what they should be; the rest keep their defaults. */
export function readTheme(raw: EmbedTheme | undefined, base: SafeTheme = DEFAULT_THEME): SafeTheme {
  const theme = { ...base };
  if (!raw) return theme;
  if (raw.mode === 'light' || raw.mode === 'dark') theme.mode = raw.mode;
  if (typeof raw.primaryColor === 'string' && HEX_COLOUR.test(raw.primaryColor))
    theme.primaryColor = raw.primaryColor.toLowerCase();
  if (typeof raw.fontFamily === 'string' && FONT_LIST.test(raw.fontFamily.trim()))
    theme.fontFamily = raw.fontFamily.trim();
  if (typeof raw.radius === 'number' && Number.isFinite(raw.radius))
    theme.radius = Math.min(24, Math.max(0, raw.radius));
  return theme;
}

/** `colour`, darkened (light mode) or lightened (dark mode) until it reads at 4.5:1 on `mode`'s background. */
export function readableOn(colour: string, mode: 'light' | 'dark'): string {
  const background = BACKGROUNDS[mode];
  let current = colour;
  for (let step = 1; step <= 20 && getContrastRatio(current, background) < MIN_CONTRAST; step += 1)
    current = mode === 'light' ? darken(colour, step * 0.05) : lighten(colour, step * 0.05);
  return current;
}

export function embedTheme(theme: SafeTheme): Theme {
  const { mode } = theme;
  const primary = readableOn(theme.primaryColor ?? NEUTRAL_PRIMARY[mode], mode);
  const options: ThemeOptions = {
    cssVariables: false,
    palette: {
      mode,
      // Contained buttons take the text colour that reads at 4.5:1 on the primary colour.
      contrastThreshold: MIN_CONTRAST,
      primary: { main: primary },
      ...(mode === 'light' ? LIGHT_STATUS : DARK_STATUS),
      background: { default: BACKGROUNDS[mode], paper: BACKGROUNDS[mode] },
    },
    typography: {
      fontFamily: theme.fontFamily ?? SYSTEM_FONTS,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: theme.radius },
    components: FOCUS_RING,
  };
  return createTheme(options);
}
