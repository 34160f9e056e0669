/** How the overview names its period and the one before it, in running text. */
import type { Period } from '@/features/actions';

export const PREVIOUS_LABEL: Record<Period, string> = {
  '24h': 'previous 24 hours',
  '7d': 'previous 7 days',
  '30d': 'previous 30 days',
};

export const PERIOD_WORDS: Record<Period, string> = {
  '24h': 'last 24 hours',
  '7d': 'last 7 days',
  '30d': 'last 30 days',
};
