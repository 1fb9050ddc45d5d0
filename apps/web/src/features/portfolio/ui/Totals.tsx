import { FormattedMessage, useIntl } from 'react-intl';
import type { PortfolioKind } from '@tycho/api';
import { Chart } from '@/shared/ui/chart';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useSection } from '../hooks/usePortfolio';
import { changePercent, historySeries, KIND_ORDER } from '../logic/view';
import { Percent, Usd } from './bits';
import styles from './portfolio.module.css';

/** The wallet's value now, its change over 24 h and 7 d, and the split by kind. */
export function Totals({ address }: { address: string }) {
  const q = useSection(address, 'totals');
  const t = q.data;
  const byKind = new Map<PortfolioKind, NonNullable<typeof t>['kinds'][number]>(t?.kinds.map((k) => [k.kind, k]));
  return (
    <section className={styles.card} aria-labelledby="portfolio-total-title" data-testid="portfolio-totals">
      <h2 className={styles.sectionTitle} id="portfolio-total-title">
        <FormattedMessage id="portfolio.total" />
      </h2>
      {!t ? (
        <div data-skeleton>
          <Skeleton height="6rem" />
        </div>
      ) : (
        <>
          <p className={styles.total}>
            <Usd value={t.usd} testId="portfolio-total" />
          </p>
          <p className={styles.changes}>
            <span data-testid="portfolio-change-24h">
              <FormattedMessage id="portfolio.change24h" /> <Percent value={changePercent(t.usd, t.usd24hAgo)} />
            </span>
            <span data-testid="portfolio-change-7d">
              <FormattedMessage id="portfolio.change7d" /> <Percent value={changePercent(t.usd, t.usd7dAgo)} />
            </span>
          </p>
          <p className={`${styles.note} ${styles.muted}`}>
            <FormattedMessage id="portfolio.change.note" />
          </p>
          <ul className={styles.kinds}>
            {KIND_ORDER.map((kind) => {
              const k = byKind.get(kind);
              return k ? (
                <li key={kind} className={styles.kind} data-testid={`portfolio-kind-${kind}`}>
                  <FormattedMessage id={`portfolio.section.${kind}`} />
                  <span className={styles.facts}>
                    <Usd value={k.usd} />
                    <Percent value={changePercent(k.usd, k.usd24hAgo)} />
                  </span>
                </li>
              ) : null;
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The wallet's value by day over 30 days (lightweight-charts through the shared wrapper). */
export function History({ address }: { address: string }) {
  const intl = useIntl();
  const q = useSection(address, 'history');
  return (
    <section className={styles.card} aria-labelledby="portfolio-history-title" data-testid="portfolio-history">
      <h2 className={styles.sectionTitle} id="portfolio-history-title">
        <FormattedMessage id="portfolio.history" />
      </h2>
      <Chart
        series={q.data ? { type: 'area', data: historySeries(q.data.points) } : undefined}
        loading={q.isPending}
        timeframe="D1"
        label={intl.formatMessage({ id: 'portfolio.history.label' })}
        testId="portfolio-chart"
      />
      <p className={`${styles.note} ${styles.muted}`}>
        <FormattedMessage id="portfolio.history.note" />
      </p>
    </section>
  );
}
