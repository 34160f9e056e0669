/**
 * What the console's theme (./theme.ts) and the embed's (src/embed/page/theme.ts) share: the system
 * font stack, status colours that stay readable as text (axe colour contrast), and a visible focus
 * ring on every button.
 */
import type { Components, Theme } from '@mui/material/styles';

/** System fonts only: nothing to download, nothing to wait for. */
export const SYSTEM_FONTS =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/**
 * Status colours are used as text (badges, diff marks, hints) on their own 8% tint: MUI's defaults
 * fall below 4.5:1 there (axe color-contrast), so these are darker in light mode and, for error,
 * lighter in dark mode (its contained buttons then take dark text).
 */
export const LIGHT_STATUS = {
  success: { main: '#2e6b31' },
  warning: { main: '#9a4700' },
  info: { main: '#01579b' },
  error: { main: '#b71c1c' },
};
export const DARK_STATUS = { error: { main: '#f77066' } };

/**
 * A visible focus ring for keyboard users on every button, icon button, checkbox and switch (MUI
 * marks keyboard focus only with a faint ripple).
 */
export const FOCUS_RING: Components<Omit<Theme, 'components'>> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: false },
    styleOverrides: {
      root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: 2 } },
    },
  },
  MuiButton: {
    styleOverrides: {
      contained: ({ theme: current }) => ({
        '&.Mui-focusVisible': { outlineColor: current.palette.primary.main },
      }),
    },
  },
};
