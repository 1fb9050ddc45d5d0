import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Chart } from '@/shared/ui/chart';
import styles from '@/shared/ui/page.module.css';
import { useFarmGraph } from '../hooks/useFarming';

type Kind = 'tvl' | 'apr';

/** The pool's TVL (USD) or APR (percent) over the last 30 days, one point a day, in the shared chart wrapper. */
export function FarmCharts({ pool }: { pool: string }) {
  const intl = useIntl();
  const [kind, setKind] = useState<Kind>('tvl');
  const graph = useFarmGraph(pool, kind);
  const data = (graph.data ?? []).map((p) => ({ time: Math.floor(p.timestamp / 1000), value: Number(p.data) }));
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
        label={intl.formatMessage({ id: `farm.chart.${kind}` })}
        testId="farm-chart"
      />
    </section>
  );
}
