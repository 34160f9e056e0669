import { connectionStore } from '@/config/connection';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useListSearch } from '@/hooks/use-list-search';
import { useNow } from '@/hooks/use-now';
import { useStore } from '@/lib/store';
import { OverviewPage } from '@/features/overview/components/overview-page';
import { DEFAULT_PERIOD, overviewParams } from '@/features/overview/params';

/** `/?period=24h|7d|30d&chart=table`: the account's health, the console's home. */
export function OverviewRoute() {
  const { values, setView } = useListSearch(overviewParams);
  const { mode } = useStore(connectionStore);
  return (
    <OverviewPage
      period={values.period ?? DEFAULT_PERIOD}
      onPeriod={(period) => setView({ period })}
      asTable={values.chart === 'table'}
      onAsTable={(asTable) => setView({ chart: asTable ? 'table' : undefined }, { replace: true })}
      userKey={useActingUserKey()}
      now={useNow()}
      withMarks={mode === 'gateway'}
    />
  );
}
