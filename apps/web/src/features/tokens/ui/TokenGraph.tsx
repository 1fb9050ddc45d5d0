import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ChartSection } from '@/shared/ui/chart/ChartSection';
import {
  GRAPH_KINDS,
  graphSeries,
  initialGraphState,
  KIND_LABEL,
  selectGraph,
  TIMEFRAME_LABEL,
  TIMEFRAMES,
  type GraphKind,
} from '../logic/graphState';
import { useCurrencyGraph } from '../hooks/useTokenQueries';

/** Token page graph: prices (candles), volume (histogram) or TVL (area); H1 or D1 (the shared chart section). */
export function TokenGraph({ address }: { address: string }) {
  const intl = useIntl();
  const [graph, setGraph] = useState(initialGraphState);
  const query = useCurrencyGraph(address, graph);
  // rebuilt (and the chart redrawn) only when the points or the kind change, not on each render of the page
  const failed = query.isError;
  const series = useMemo(() => graphSeries(graph.kind, query.points, failed), [failed, graph.kind, query.points]);
  const kindLabel = (kind: GraphKind) => intl.formatMessage({ id: KIND_LABEL[kind] });
  return (
    <ChartSection
      label={intl.formatMessage({ id: 'token.graph.title' })}
      testId="token-graph"
      kinds={GRAPH_KINDS}
      kind={graph.kind}
      onKind={(kind) => setGraph((g) => selectGraph(g, { kind }))}
      kindsLabel={intl.formatMessage({ id: 'token.graph.kind' })}
      kindLabel={kindLabel}
      timeframes={TIMEFRAMES}
      timeframe={graph.timeframe}
      onTimeframe={(timeframe) => setGraph((g) => selectGraph(g, { timeframe }))}
      chart={{
        series,
        loading: query.isPending,
        failed: query.isError ? { onRetry: query.retry } : undefined,
        label: intl.formatMessage(
          { id: 'token.graph.label' },
          {
            kind: kindLabel(graph.kind),
            timeframe: intl.formatMessage({ id: TIMEFRAME_LABEL[graph.timeframe] }),
          },
        ),
        testId: 'token-chart',
        onReachStart: query.loadEarlier,
      }}
    />
  );
}
