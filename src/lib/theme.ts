import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { listStyles } from './list-styles';
import { navStyles } from './nav-styles';
import { DARK_STATUS, FOCUS_RING, LIGHT_STATUS, SYSTEM_FONTS } from './theme-parts';

/** Typed before createTheme sees them (see `theme`). */
const options: ThemeOptions = {
  cssVariables: false,
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#3949ab' },
        secondary: { main: '#00796b' },
        ...LIGHT_STATUS,
        background: { default: '#f6f7fb', paper: '#ffffff' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#9fa8da' },
        secondary: { main: '#80cbc4' },
        ...DARK_STATUS,
        background: { default: '#121418', paper: '#1a1d23' },
      },
    },
  },
  typography: { fontFamily: SYSTEM_FONTS, button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: (current) => ({
        ...listStyles(current),
        ...navStyles(current),
        // The app bar's height (MUI's toolbar mixin), for what sticks below it (table headers).
        ':root': {
          '--app-bar': '56px',
          '@media (min-width: 0px) and (orientation: landscape)': { '--app-bar': '48px' },
          '@media (min-width: 600px)': { '--app-bar': '64px' },
        },
        // Focusable timestamps (their exact time shows on focus) show where the focus is.
        'time.timestamp:focus-visible': {
          outline: `2px solid ${current.palette.primary.main}`,
          outlineOffset: 2,
          borderRadius: 2,
        },
        // A button that reads as a link (an action inside running text).
        '.link-button': {
          all: 'unset',
          cursor: 'pointer',
          color: current.palette.primary.main,
          textDecoration: 'underline',
          '&:focus-visible': { outline: `2px solid ${current.palette.primary.main}` },
        },
        '.skip-link': {
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          padding: '8px 12px',
          borderRadius: 8,
          background: current.palette.background.paper,
          color: 'inherit',
        },
        '.skip-link:focus': { top: 8 },
        '.visually-hidden': {
          position: 'absolute',
          width: 1,
          height: 1,
          padding: 0,
          margin: -1,
          overflow: 'hidden',
          clip: 'rect(0, 0, 0, 0)',
          whiteSpace: 'nowrap',
          border: 0,
        },
      }),
    },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 600, whiteSpace: 'nowrap' } } },
    ...FOCUS_RING,
  },
};

/**
 * One theme with a light and a dark colour scheme; the ThemeProvider switches between them
 * (`useColorScheme`). Without CSS variables: the console's own styled parts read `theme.palette`
 * (and badges compute their contrast text from it), so the provider hands them the current scheme's
 * palette on each switch, as MUI's components get it.
 *
 * The options are typed before createTheme sees them: inline, resolving the call's overloads cost
 * type-aware lint about 4 s of CPU (MUI's component types instantiated for each overload).
 */
export const theme = createTheme(options);
