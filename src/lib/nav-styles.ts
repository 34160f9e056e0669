/**
 * The main navigation's look (src/app/layout/app-shell.tsx): plain links styled by one global sheet,
 * the look of MUI's ListItemButton, ListItemIcon and ListItemText. Those are eight styled components
 * per screen link, rendered on every first visit; as links with classes the first row of /workflows
 * came about 20 to 30 ms sooner (alternated first visits, docs/operators.md). What the links lose is
 * the ripple on press; the hover, current-page and keyboard-focus looks are the same.
 */
import type { CSSObject, Theme } from '@mui/material/styles';

export function navStyles(theme: Theme): CSSObject {
  const { palette, typography } = theme;
  return {
    '.nav-list': { margin: 0, padding: '8px 0', position: 'relative' },
    '.nav-item': {
      display: 'flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      minWidth: 0,
      padding: '8px 16px',
      color: palette.text.primary,
      textDecoration: 'none',
      transition: theme.transitions.create('background-color', {
        duration: theme.transitions.duration.shortest,
      }),
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.action.hover } },
      '&.active': { backgroundColor: palette.action.selected },
      '&:focus-visible': {
        backgroundColor: palette.action.focus,
        outline: '2px solid currentColor',
        outlineOffset: -2,
      },
    },
    '.nav-icon': {
      display: 'inline-flex',
      flexShrink: 0,
      minWidth: 40,
      color: palette.action.active,
    },
    '.nav-label': {
      ...typography.body1,
      flex: '1 1 auto',
      minWidth: 0,
      margin: '4px 0',
    },
  };
}
