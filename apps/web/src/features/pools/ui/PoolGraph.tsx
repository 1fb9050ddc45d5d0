import { memo, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChartSection } from '@/shared/ui/chart/ChartSection';
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
export const PoolGraph = memo(function PoolGraph({
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
  const failed = query.isError;
  // rebuilt (and the chart redrawn) only when the points, the kind or the tokens change (the page keeps `decimals`
  // the same function while the tokens' decimals are the same)
  const series = useMemo(() => {
    if (failed) return { type: 'area' as const, data: [] };
    return toPoolSeries(type, query.points, { symbols, decimals: symbols.map((_, i) => decimals(i)) });
  }, [failed, type, query.points, symbols, decimals]);
  const [a = '', b = ''] = symbols;
  const label = (t: PoolGraphType) => intl.formatMessage({ id: LABEL[t] }, { left: a, right: b });
  return (
    <ChartSection
      label={intl.formatMessage({ id: 'pools.graph.title' })}
      testId="pool-graph"
      kinds={graphTypesFor(nPool)}
      kind={type}
      onKind={setChosen}
      kindsLabel={intl.formatMessage({ id: 'pools.graph.kind' })}
      kindLabel={label}
      timeframes={TIMEFRAMES}
      timeframe={timeframe}
      onTimeframe={setTimeframe}
      chart={{
        series,
        loading: query.isPending || (!query.isError && !series),
        failed: query.isError ? { onRetry: query.retry } : undefined,
        label: label(type),
        testId: 'pool-chart',
        onReachStart: query.loadEarlier,
      }}
      // the pool page fits 320 px: its kinds wrap onto more rows
      segmentedClassName={styles.segmented}
    />
  );
});
