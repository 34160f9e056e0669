/** An indeterminate progress bar (loading a page, navigating), lighter than MUI's LinearProgress. */
import { keyframes, styled } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Track = styled('div')(({ theme }) => ({
  position: 'relative',
  height: 3,
  overflow: 'hidden',
  background: theme.palette.action.hover,
}));

const Bar = styled('div')(({ theme }) => ({
  position: 'absolute',
  inset: 0,
  width: '40%',
  background: theme.palette.secondary.main,
  animation: `${slide} 1.1s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
}));

interface ProgressBarProps {
  label: string;
  /** Keeps its height when hidden, so nothing below it moves. */
  visible?: boolean;
  className?: string;
}

export function ProgressBar({ label, visible = true, className }: ProgressBarProps) {
  return (
    <Track
      role={visible ? 'progressbar' : undefined}
      aria-label={visible ? label : undefined}
      aria-hidden={visible ? undefined : true}
      className={className}
      style={{ visibility: visible ? 'visible' : 'hidden' }}
    >
      {visible ? <Bar /> : null}
    </Track>
  );
}
