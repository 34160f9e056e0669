/**
 * The theme a host gives, read token by token: what is what it should be is kept, anything else is
 * left out, each with a warning naming the token and its value (the loader prints them in the host
 * page's console; the frame reads what arrives again, silently). The frame maps the tokens onto its
 * look (src/embed/page/theme.ts); `auto` and `inherit` are resolved by the loader, in the host page.
 */
import type { FrameTheme } from './protocol.js';

/** What a host may give: the frame's theme, plus `mode: 'auto'` and `fontFamily: 'inherit'`. */
export interface EmbedTheme extends Omit<FrameTheme, 'mode'> {
  /** `auto` follows the host page's `prefers-color-scheme`, and its changes. */
  mode?: 'light' | 'dark' | 'auto';
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Family names, quoted or not, and generic families: no url(), no semicolons, no braces. */
const FONT_LIST = /^[\p{L}\p{N} ,'"._-]{1,200}$/u;

type Check = (value: unknown) => string | undefined;

const oneOf =
  (...allowed: string[]): Check =>
  (value) =>
    typeof value === 'string' && allowed.includes(value)
      ? undefined
      : `is not one of ${allowed.join(', ')}`;

const colour: Check = (value) =>
  typeof value === 'string' && HEX_COLOUR.test(value)
    ? undefined
    : 'is not a hex colour such as #0f766e';

const between =
  (min: number, max: number): Check =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max
      ? undefined
      : `is not a number of pixels from ${min} to ${max}`;

const CHECKS: Readonly<Record<keyof EmbedTheme, Check>> = {
  mode: oneOf('light', 'dark', 'auto'),
  primaryColor: colour,
  errorColor: colour,
  fontFamily: (value) =>
    typeof value === 'string' && FONT_LIST.test(value.trim())
      ? undefined
      : 'is not a list of font names (no url(), no CSS), nor inherit, system, sans-serif, serif, monospace or rounded',
  radius: between(0, 24),
  density: oneOf('comfortable', 'compact'),
  maxWidth: between(240, 4000),
};

const shown = (value: unknown): string => {
  let text: string;
  try {
    // Undefined for a function or undefined, whatever its type says.
    const json = JSON.stringify(value) as string | undefined;
    text = json ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** The tokens of `raw` that are what they should be; `warn` hears about each one that is not. */
export function readThemeTokens(
  raw: unknown,
  warn: (problem: string) => void = () => undefined,
): EmbedTheme {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    warn(`theme ${shown(raw)} is not an object of theme tokens; it is ignored.`);
    return {};
  }
  const theme: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const check = Object.prototype.hasOwnProperty.call(CHECKS, key)
      ? CHECKS[key as keyof EmbedTheme]
      : undefined;
    const problem = check ? check(value) : 'is not a theme token';
    if (problem) warn(`theme.${key} ${shown(value)} ${problem}; it is ignored.`);
    else theme[key] = typeof value === 'string' ? value.trim() : value;
  }
  return theme;
}
