import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from '../page.module.css';
import { Chart, type ChartProps } from './Chart';
import type { Timeframe } from './logic';

export interface ChartSectionProps<K extends string> {
  /** The section's accessible name. */
  label: string;
  /** The section's test id; its buttons are `{testId}-{kind}` and `{testId}-timeframe-{H1|D1}`. */
  testId: string;
  kinds: readonly K[];
  kind: K;
  onKind: (kind: K) => void;
  /** The accessible name of the kinds' group. */
  kindsLabel: string;
  kindLabel: (kind: K) => ReactNode;
  timeframes: readonly Timeframe[];
  timeframe: Timeframe;
  onTimeframe: (timeframe: Timeframe) => void;
  /** The chart of the chosen kind and timeframe. */
  chart: Omit<ChartProps, 'timeframe'>;
  /** Extra class of the segmented groups (a page that lets them wrap). */
  segmentedClassName?: string;
}

/** A chart with its kind and timeframe (H1 or D1) choices above it, in a card (the shared chart wrapper below). */
export function ChartSection<K extends string>(props: ChartSectionProps<K>) {
  const intl = useIntl();
  const segmented = props.segmentedClassName ?? styles.segmented;
  return (
    <section className={styles.card} aria-label={props.label} data-testid={props.testId}>
      <div className={styles.graphControls}>
        <div role="group" aria-label={props.kindsLabel} className={segmented}>
          {props.kinds.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={props.kind === k}
              className={styles.segment}
              onClick={() => props.onKind(k)}
              data-testid={`${props.testId}-${k}`}
            >
              {props.kindLabel(k)}
            </button>
          ))}
        </div>
        <div role="group" aria-label={intl.formatMessage({ id: 'chart.timeframe' })} className={segmented}>
          {props.timeframes.map((tf) => (
            <button
              key={tf}
              type="button"
              aria-pressed={props.timeframe === tf}
              className={styles.segment}
              onClick={() => props.onTimeframe(tf)}
              data-testid={`${props.testId}-timeframe-${tf}`}
            >
              <FormattedMessage id={tf === 'H1' ? 'chart.h1' : 'chart.d1'} />
            </button>
          ))}
        </div>
      </div>
      <Chart {...props.chart} timeframe={props.timeframe} />
    </section>
  );
}
