/**
 * The styles of the parts every list repeats many times (table cells, badges, hints, skeleton lines),
 * as one global style sheet written once per colour scheme, instead of a styled component per
 * instance: a page of 25 rows has hundreds of them, and styling each as it renders made the first row
 * of /workflows appear long after its data (the bench's load figures).
 */
import { alpha, type Theme } from '@mui/material/styles';
import type { BadgeTone } from '@/components/badge';

const TONES: readonly BadgeTone[] = ['neutral', 'success', 'warning', 'info', 'error', 'primary'];
const MONO = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

function badgeStyles(theme: Theme) {
  const styles: Record<string, Record<string, string | number>> = {};
  for (const tone of TONES) {
    const color = tone === 'neutral' ? theme.palette.text.secondary : theme.palette[tone].main;
    styles[`.badge.tone-${tone}`] = {
      color: tone === 'neutral' ? theme.palette.text.secondary : color,
      background: alpha(color, 0.08),
      border: `1px solid ${alpha(color, 0.5)}`,
    };
    styles[`.badge.tone-${tone}.filled`] = {
      color: theme.palette.getContrastText(color),
      background: color,
      border: `1px solid ${color}`,
    };
  }
  return styles;
}

function hintStyles(theme: Theme) {
  const tip = {
    position: 'absolute',
    top: '100%',
    zIndex: theme.zIndex.tooltip,
    marginTop: 4,
    padding: '4px 8px',
    width: 'max-content',
    maxWidth: 340,
    borderRadius: 4,
    background: theme.palette.mode === 'dark' ? '#e0e3ea' : '#2b2f36',
    color: theme.palette.mode === 'dark' ? '#15181d' : '#ffffff',
    fontFamily: theme.typography.fontFamily,
    fontSize: '0.75rem',
    fontWeight: 400,
    lineHeight: 1.45,
    textAlign: 'left',
    whiteSpace: 'pre-line',
    overflowWrap: 'anywhere',
    pointerEvents: 'none',
    boxShadow: theme.shadows[2],
  };
  return {
    '.hint-anchor': {
      position: 'relative',
      display: 'inline-block',
      maxWidth: '100%',
      verticalAlign: 'top',
    },
    '.hint-anchor > .hint': { ...tip, display: 'none', left: 0 },
    '.hint-anchor[data-hint-end] > .hint': { left: 'auto', right: 0 },
    '.hint-anchor:hover > .hint, .hint-anchor:focus-within > .hint': { display: 'block' },
    '.hint-anchor[data-hint]:hover::after, .hint-anchor[data-hint]:focus-within::after': {
      ...tip,
      content: 'attr(data-hint)',
      left: 0,
    },
    '.hint-anchor[data-hint-end]::after': { left: 'auto', right: 0 },
    // Truncated text (components/data-table/truncate.tsx): classes, not a style object per cell.
    '.trunc': {
      display: 'block',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '.trunc[data-lines]': {
      display: '-webkit-box',
      WebkitBoxOrient: 'vertical',
      whiteSpace: 'normal',
      textOverflow: 'clip',
    },
    '.trunc.mono': { fontFamily: MONO, fontSize: '0.8rem' },
    'time.timestamp': { whiteSpace: 'nowrap' },
  };
}

function tableStyles(theme: Theme) {
  const border = `1px solid ${theme.palette.mode === 'dark' ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.1)'}`;
  return {
    '.dt-frame': { containerType: 'inline-size', width: '100%' },
    // No specificity: each table's folding rules (columns.ts, by container width) must win over it.
    ':where(.dt-frame [data-fold])': {
      display: 'none',
      marginRight: 12,
      alignItems: 'center',
      gap: 4,
    },
    '.dt': {
      width: '100%',
      borderCollapse: 'collapse',
      borderSpacing: 0,
      tableLayout: 'fixed',
      fontSize: '0.875rem',
      lineHeight: 1.43,
      color: theme.palette.text.primary,
    },
    '.dt th, .dt td': {
      padding: '6px 10px',
      borderBottom: border,
      textAlign: 'left',
      verticalAlign: 'top',
      overflowWrap: 'anywhere',
    },
    '.dt th:first-of-type, .dt td:first-of-type': { paddingLeft: 16 },
    '.dt th:last-of-type, .dt td:last-of-type': { paddingRight: 16 },
    '.dt th[data-align="right"], .dt td[data-align="right"]': { textAlign: 'right' },
    '.dt thead th': {
      fontWeight: 600,
      whiteSpace: 'nowrap',
      verticalAlign: 'bottom',
      position: 'sticky',
      top: 'var(--app-bar)',
      zIndex: 2,
      background: theme.palette.background.paper,
      overflowWrap: 'normal',
    },
    '.dt tbody tr.row-link': { cursor: 'pointer' },
    // What a command did (the command bar's notice), for a moment at the foot of the screen.
    '.command-notice': {
      position: 'fixed',
      bottom: 24,
      left: '50%',
      transform: 'translateX(-50%)',
      zIndex: theme.zIndex.snackbar,
      padding: '8px 16px',
      borderRadius: theme.shape.borderRadius,
      background: theme.palette.grey[900],
      color: theme.palette.common.white,
      fontSize: '0.875rem',
      boxShadow: theme.shadows[6],
    },
    // The current row of a list worked by keyboard (src/components/data-table/use-row-navigation.ts).
    '.row-link': { scrollMarginTop: 'calc(var(--app-bar) + 48px)', scrollMarginBottom: 16 },
    '.row-link:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
    '.dt tbody tr.row-link:hover': { background: theme.palette.action.hover },
    '.dt tbody tr.row-selected, .dt tbody tr.row-selected:hover': {
      background: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    },
    // A folded copy never pushes its cell wider than the table (a long name truncates in it).
    '.dt [data-fold]': { maxWidth: '100%' },
    '.dt [data-fold] > *': { minWidth: 0 },
    '.dt .cell-caption': {
      fontSize: '0.75rem',
      lineHeight: 1.66,
      color: theme.palette.text.secondary,
    },
    '.dt .cell-link': {
      color: theme.palette.primary.main,
      fontWeight: 600,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
    },
    '.dt .mono, .dt code': { fontFamily: MONO, fontSize: '0.8rem' },
    // Secondary text anywhere (a timestamp's "Never"): a class, not a Typography per cell.
    '.muted': { color: theme.palette.text.secondary },
    '.dt .sort-button': {
      all: 'unset',
      display: 'inline-flex',
      alignItems: 'center',
      gap: 2,
      cursor: 'pointer',
      borderRadius: 4,
      '& svg': { fontSize: '1rem', opacity: 0.35 },
      '&:hover svg, &[data-active] svg': { opacity: 1 },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
  };
}

/**
 * The on/off switch of a workflow (src/features/workflows/components/workflow-switch.tsx): a native
 * checkbox with `role="switch"`, drawn here once rather than as MUI's Switch on every row.
 */
function switchStyles(theme: Theme) {
  const { palette } = theme;
  return {
    'input.switch': {
      appearance: 'none',
      position: 'relative',
      flex: 'none',
      width: 34,
      height: 20,
      margin: '0 4px',
      borderRadius: 10,
      background: palette.mode === 'dark' ? '#5f6368' : '#b0b4ba',
      cursor: 'pointer',
      verticalAlign: 'middle',
      '&::before': {
        content: '""',
        position: 'absolute',
        top: 3,
        left: 3,
        width: 14,
        height: 14,
        borderRadius: '50%',
        background: '#fff',
      },
      '&:checked': { background: palette.primary.main },
      '&:checked::before': { transform: 'translateX(14px)' },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      '&[aria-disabled="true"], &[aria-busy="true"]': { opacity: 0.5, cursor: 'not-allowed' },
    },
  };
}

export function listStyles(theme: Theme) {
  return {
    ...tableStyles(theme),
    ...hintStyles(theme),
    '.badge': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      height: 22,
      padding: '0 8px',
      borderRadius: 11,
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: 1,
      whiteSpace: 'nowrap',
      '& svg': { fontSize: '0.95rem' },
    },
    ...badgeStyles(theme),
    ...switchStyles(theme),
    '@keyframes skeleton-pulse': {
      '0%': { opacity: 1 },
      '50%': { opacity: 0.4 },
      '100%': { opacity: 1 },
    },
    '.skeleton-text': {
      display: 'block',
      height: '1em',
      margin: '0.2em 0',
      borderRadius: 4,
      background: theme.palette.action.hover,
      animation: 'skeleton-pulse 1.5s ease-in-out 0.5s infinite',
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  };
}
