/** `/?period=24h|7d|30d&view=table`: the overview's state in the URL (24 hours and the chart by default). */
import { choiceParam } from '@/lib/list-search';
import { PERIODS } from '@/features/actions';

export const overviewParams = {
  period: choiceParam(PERIODS),
  chart: choiceParam(['table'] as const),
};

/** The period when the URL names none. */
export const DEFAULT_PERIOD = '24h' as const;
