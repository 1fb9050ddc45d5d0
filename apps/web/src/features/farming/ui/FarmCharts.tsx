import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from '@/shared/ui/chart';
import styles from '@/shared/ui/page.module.css';
import { useFarmGraph } from '../hooks/useFarming';
import { farmGraphData } from '../logic/farmGraph';

type Kind = 'tvl' | 'apr';

/**
 * The pool's TVL (USD) or APR (percent) over the last 30 days, one point a day, in the shared chart wrapper; a pool
 * awaiting its start with nothing to draw yet shows the wrapper's empty state, saying so.
 */
export function FarmCharts({ pool, started }: { pool: string; started: boolean }) {
  const intl = useIntl();
  const [kind, setKind] = useState<Kind>('tvl');
  const graph = useFarmGraph(pool, kind);
  const data = farmGraphData(graph.data ?? [], started);
  const series = graph.isError
    ? { type: 'area' as const, data: [] }
    : graph.data
      ? { type: 'area' as const, data, unit: kind === 'tvl' ? ('usd' as const) : ('plain' as const) }
      : undefined;
  return (
    <section
      className={styles.card}
      aria-label={intl.formatMessage({ id: 'farm.chart.title' })}
      data-testid="farm-graph"
    >
      <div role="group" aria-label={intl.formatMessage({ id: 'farm.chart.kind' })} className={styles.segmented}>
        {(['tvl', 'apr'] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            className={styles.segment}
            onClick={() => setKind(k)}
            data-testid={`farm-graph-${k}`}
          >
            <FormattedMessage id={`farm.chart.${k}`} />
          </button>
        ))}
      </div>
      <Chart
        series={series}
        timeframe="D1"
        loading={graph.isPending}
        failed={graph.isError ? { onRetry: () => void graph.refetch() } : undefined}
        label={intl.formatMessage({ id: `farm.chart.${kind}` })}
        empty={started ? undefined : <FormattedMessage id="farm.chart.notStarted" />}
        testId="farm-chart"
      />
    </section>
  );
}
