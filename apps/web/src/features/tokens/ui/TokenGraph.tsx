import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from '@/shared/ui/chart';
import styles from '@/shared/ui/page.module.css';
import { GRAPH_KINDS, initialGraphState, selectGraph, TIMEFRAMES, toSeries, type GraphKind } from '../logic/graphState';
import { useCurrencyGraph } from '../hooks/useTokenQueries';

const KIND_LABEL: Record<GraphKind, string> = {
  prices: 'token.graph.prices',
  volume: 'token.graph.volume',
  tvl: 'token.graph.tvl',
};

/** Token page graph: prices (candles), volume (histogram) or TVL (area); H1 or D1. */
export function TokenGraph({ address }: { address: string }) {
  const intl = useIntl();
  const [graph, setGraph] = useState(initialGraphState);
  const query = useCurrencyGraph(address, graph);
  // rebuilt (and the chart redrawn) only when the points or the kind change, not on each render of the page
  const failed = query.isError;
  const series = useMemo(
    () => (failed ? { type: 'area' as const, data: [] } : toSeries(graph.kind, query.points)),
    [failed, graph.kind, query.points],
  );
  return (
    <section
      className={styles.card}
      aria-label={intl.formatMessage({ id: 'token.graph.title' })}
      data-testid="token-graph"
    >
      <div className={styles.graphControls}>
        <div role="group" aria-label={intl.formatMessage({ id: 'token.graph.kind' })} className={styles.segmented}>
          {GRAPH_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={graph.kind === kind}
              className={styles.segment}
              onClick={() => setGraph((g) => selectGraph(g, { kind }))}
              data-testid={`graph-kind-${kind}`}
            >
              <FormattedMessage id={KIND_LABEL[kind]} />
            </button>
          ))}
        </div>
        <div role="group" aria-label={intl.formatMessage({ id: 'token.graph.timeframe' })} className={styles.segmented}>
          {TIMEFRAMES.map((tf) => (
            <button
              key={tf}
              type="button"
              aria-pressed={graph.timeframe === tf}
              className={styles.segment}
              onClick={() => setGraph((g) => selectGraph(g, { timeframe: tf }))}
              data-testid={`graph-timeframe-${tf}`}
            >
              <FormattedMessage id={tf === 'H1' ? 'token.graph.h1' : 'token.graph.d1'} />
            </button>
          ))}
        </div>
      </div>
      <Chart
        series={series}
        timeframe={graph.timeframe}
        loading={query.isPending}
        failed={query.isError ? { onRetry: query.retry } : undefined}
        label={intl.formatMessage(
          { id: 'token.graph.label' },
          {
            kind: intl.formatMessage({ id: KIND_LABEL[graph.kind] }),
            timeframe: intl.formatMessage({ id: graph.timeframe === 'H1' ? 'token.graph.h1' : 'token.graph.d1' }),
          },
        )}
        testId="token-chart"
        onReachStart={query.loadEarlier}
      />
    </section>
  );
}
