/** The canvas's colours as CSS variables, from the console's theme (light or dark). */
import { alpha, type Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

export function themeVariables(theme: Theme): CSSProperties {
  const { palette } = theme;
  return {
    '--wfc-border': palette.divider,
    '--wfc-node-bg': palette.background.paper,
    '--wfc-ghost-bg': alpha(palette.error.main, 0.06),
    '--wfc-text': palette.text.primary,
    '--wfc-muted': palette.text.secondary,
    '--wfc-start': palette.primary.main,
    '--wfc-added': palette.success.main,
    '--wfc-removed': palette.error.main,
    '--wfc-changed': palette.warning.main,
    '--wfc-focus': palette.info.main,
    '--wfc-edge': palette.mode === 'light' ? '#9aa0a6' : '#6b7280',
    '--wfc-stage-border': palette.divider,
    '--wfc-stage-bg': palette.background.default,
    '--wfc-stage-chip-bg': palette.background.paper,
    '--wfc-stage-chip-text': palette.text.primary,
    '--wfc-stage-frame': palette.info.main,
  } as CSSProperties;
}
