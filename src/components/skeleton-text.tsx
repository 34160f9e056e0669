/** A placeholder line while content loads (lighter than MUI's Skeleton). */
import { keyframes, styled } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

export const SkeletonText = styled('span')(({ theme }) => ({
  display: 'block',
  height: '1em',
  margin: '0.2em 0',
  borderRadius: 4,
  background: theme.palette.action.hover,
  animation: `${pulse} 1.5s ease-in-out 0.5s infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));
