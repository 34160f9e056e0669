import { createTheme, type Theme } from '@mui/material/styles';

/** System fonts only: nothing to download, nothing to wait for. */
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export function buildTheme(mode: 'light' | 'dark'): Theme {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#3949ab' : '#9fa8da' },
      secondary: { main: mode === 'light' ? '#00796b' : '#80cbc4' },
      background:
        mode === 'light'
          ? { default: '#f6f7fb', paper: '#ffffff' }
          : { default: '#121418', paper: '#1a1d23' },
    },
    typography: { fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    shape: { borderRadius: 8 },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          '.skip-link': {
            position: 'absolute',
            left: 8,
            top: -48,
            zIndex: 2000,
            padding: '8px 12px',
            borderRadius: 8,
            background: mode === 'light' ? '#ffffff' : '#1a1d23',
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
        },
      },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600, whiteSpace: 'nowrap' } } },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
    },
  });
}
