import { createTheme } from '@mui/material/styles';
import { DARK_STATUS, FOCUS_RING, LIGHT_STATUS, SYSTEM_FONTS } from './theme-parts';

/**
 * One theme with a light and a dark colour scheme; the ThemeProvider switches between them
 * (`useColorScheme`). Without CSS variables: the console's own styled parts read `theme.palette`
 * (and badges compute their contrast text from it), so the provider hands them the current scheme's
 * palette on each switch, as MUI's components get it.
 */
export const theme = createTheme({
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
});
