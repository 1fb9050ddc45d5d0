import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart, type Timeframe } from '@/shared/ui/chart';
import { ChartSection } from '@/shared/ui/chart/ChartSection';
import styles from '@/shared/ui/page.module.css';
import type { GaugeGraphKind } from '../api/gaugeHistoryApi';
import { useGaugeGraph, useGaugeUserHistory } from '../hooks/useGaugeHistory';
import { GAUGE_GRAPH_KINDS, GAUGE_TIMEFRAMES, toGaugeSeries, toUserBalanceSeries } from '../logic/gaugeGraph';

const LABEL: Record<GaugeGraphKind, string> = {
  Tvl: 'gauge.charts.tvl',
  MinApr: 'gauge.charts.minApr',
  MaxApr: 'gauge.charts.maxApr',
};

/**
 * The gauge's charts (the shared chart wrapper, its canvas loaded lazily): TVL, min APR or max APR over time, H1 or
 * D1; with a wallet, the user's LP in the gauge over the same timeframe.
 */
export function GaugeCharts({
  gauge,
  user,
  lpDecimals,
}: {
  gauge: string;
  user: string | undefined;
  lpDecimals: number | undefined;
}) {
  const intl = useIntl();
  const [kind, setKind] = useState<GaugeGraphKind>('Tvl');
  const [timeframe, setTimeframe] = useState<Timeframe>('H1');
  const graph = useGaugeGraph(gauge, kind, timeframe);
  const history = useGaugeUserHistory(gauge, user, timeframe);
  const series = graph.isError ? { type: 'area' as const, data: [] } : toGaugeSeries(kind, graph.points);
  const userSeries = history.isError
    ? { type: 'area' as const, data: [] }
    : toUserBalanceSeries(history.points, lpDecimals);
  return (
    <>
      <ChartSection
        label={intl.formatMessage({ id: 'gauge.charts.title' })}
        testId="gauge-graph"
        kinds={GAUGE_GRAPH_KINDS}
        kind={kind}
        onKind={setKind}
        kindsLabel={intl.formatMessage({ id: 'gauge.charts.kind' })}
        kindLabel={(k) => intl.formatMessage({ id: LABEL[k] })}
        timeframes={GAUGE_TIMEFRAMES}
        timeframe={timeframe}
        onTimeframe={setTimeframe}
        chart={{
          series,
          loading: graph.isPending || (!graph.isError && !series),
          failed: graph.isError ? { onRetry: graph.retry } : undefined,
          label: intl.formatMessage({ id: LABEL[kind] }),
          testId: 'gauge-chart',
          onReachStart: graph.loadEarlier,
        }}
      />
      {user ? (
        <section
          className={styles.section}
          aria-label={intl.formatMessage({ id: 'gauge.charts.user' })}
          data-testid="gauge-user-history"
        >
          <h2 className={styles.sectionTitle}>
            <FormattedMessage id="gauge.charts.user" />
          </h2>
          <Chart
            series={userSeries}
            timeframe={timeframe}
            loading={history.isPending || (!history.isError && !userSeries)}
            failed={history.isError ? { onRetry: history.retry } : undefined}
            label={intl.formatMessage({ id: 'gauge.charts.user' })}
            testId="gauge-user-chart"
            empty={<FormattedMessage id="gauge.charts.userEmpty" />}
            onReachStart={history.loadEarlier}
          />
        </section>
      ) : null}
    </>
  );
}
