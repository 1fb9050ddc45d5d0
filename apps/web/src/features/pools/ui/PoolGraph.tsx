import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from '@/shared/ui/chart';
import {
  effectiveGraphType,
  graphTypesFor,
  ohlcvKindOf,
  TIMEFRAMES,
  toPoolSeries,
  type PoolGraphType,
  type Timeframe,
} from '../logic/poolGraph';
import { usePoolOhlcv } from '../hooks/usePoolQueries';
import styles from './styles';

const LABEL: Record<PoolGraphType, string> = {
  Ohlcv: 'pools.graph.ohlcv',
  OhlcvInverse: 'pools.graph.ohlcvInverse',
  Volume: 'pools.graph.volume',
  Tvl: 'pools.graph.tvl',
  TvlRatio: 'pools.graph.tvlRatio',
};

/** Pool chart: OHLCV, inverse OHLCV, volume, TVL for pairs; TVL ratio for N-pools; H1 (default) or D1. */
export function PoolGraph({
  address,
  nPool,
  symbols,
  decimals,
}: {
  address: string;
  nPool: boolean;
  symbols: string[];
  decimals: (i: number) => number | undefined;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<PoolGraphType>('Ohlcv');
  const [timeframe, setTimeframe] = useState<Timeframe>('H1');
  const type = effectiveGraphType(chosen, nPool);
  const query = usePoolOhlcv(address, ohlcvKindOf(type), timeframe);
  const tokens = { symbols, decimals: symbols.map((_, i) => decimals(i)) };
  const series = query.isError ? { type: 'area' as const, data: [] } : toPoolSeries(type, query.points, tokens);
  const [a = '', b = ''] = symbols;
  const label = (t: PoolGraphType) => intl.formatMessage({ id: LABEL[t] }, { left: a, right: b });
  return (
    <section
      className={styles.card}
      aria-label={intl.formatMessage({ id: 'pools.graph.title' })}
      data-testid="pool-graph"
    >
      <div className={styles.graphControls}>
        <div role="group" aria-label={intl.formatMessage({ id: 'pools.graph.kind' })} className={styles.segmented}>
          {graphTypesFor(nPool).map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={type === t}
              className={styles.segment}
              onClick={() => setChosen(t)}
              data-testid={`pool-graph-${t}`}
            >
              {label(t)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={intl.formatMessage({ id: 'pools.graph.timeframe' })} className={styles.segmented}>
          {TIMEFRAMES.map((tf) => (
            <button
              key={tf}
              type="button"
              aria-pressed={timeframe === tf}
              className={styles.segment}
              onClick={() => setTimeframe(tf)}
              data-testid={`pool-graph-timeframe-${tf}`}
            >
              <FormattedMessage id={tf === 'H1' ? 'pools.graph.h1' : 'pools.graph.d1'} />
            </button>
          ))}
        </div>
      </div>
      <Chart
        series={series}
        timeframe={timeframe}
        loading={query.isPending || (!query.isError && !series)}
        label={label(type)}
        testId="pool-chart"
        onReachStart={query.loadEarlier}
      />
    </section>
  );
}
