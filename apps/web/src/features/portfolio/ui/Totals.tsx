import { FormattedMessage, useIntl } from 'react-intl';
import type { PortfolioKind } from '@tycho/api';
import { Chart } from '@/shared/ui/chart';
import { Skeleton } from '@/shared/ui/Skeleton';
import { useSection } from '../hooks/usePortfolio';
import { usePortfolioWorth } from '../hooks/usePortfolioWorth';
import type { Change, KindChanges } from '../logic/value';
import { changePercent, historySeries, KIND_ORDER } from '../logic/view';
import { Percent, Usd } from './bits';
import styles from './portfolio.module.css';

/** The wallet's value now, its change over 24 h and 7 d, and the split by kind. */
export function Totals({ address }: { address: string }) {
  // the server's kinds, the tokens kind as the page counts it (logic/value)
  const t = usePortfolioWorth(address).worth;
  const byKind = new Map<PortfolioKind, KindChanges>(t?.kinds.map((k) => [k.kind, k]));
  return (
    <section className={styles.card} aria-labelledby="portfolio-total-title" data-testid="portfolio-totals">
      <h2 className={styles.sectionTitle} id="portfolio-total-title">
        <FormattedMessage id="portfolio.total" />
      </h2>
      <p className={styles.total}>
        {t ? <Usd value={t.usd} testId="portfolio-total" /> : <Skeleton width="10rem" height="1.2em" />}
      </p>
      <p className={styles.changes}>
        <span data-testid="portfolio-change-24h" data-partial={partial(t?.changes.day)}>
          <FormattedMessage id="portfolio.change24h" />{' '}
          {t ? <Percent value={changePercent(t.changes.day.now, t.changes.day.before)} /> : <Skeleton width="3rem" />}
        </span>
        <span data-testid="portfolio-change-7d" data-partial={partial(t?.changes.week)}>
          <FormattedMessage id="portfolio.change7d" />{' '}
          {t ? <Percent value={changePercent(t.changes.week.now, t.changes.week.before)} /> : <Skeleton width="3rem" />}
        </span>
      </p>
      <p className={`${styles.note} ${styles.muted}`}>
        <FormattedMessage id="portfolio.change.note" />
      </p>
      {t ? (
        <Excluded id="portfolio.change.partial24h" change={t.changes.day} testId="portfolio-change-24h-partial" />
      ) : null}
      {t ? (
        <Excluded id="portfolio.change.partial7d" change={t.changes.week} testId="portfolio-change-7d-partial" />
      ) : null}
      {/* every kind has its row from the start, so nothing below moves when the figures arrive */}
      <ul className={styles.kinds}>
        {KIND_ORDER.map((kind) => {
          const k = byKind.get(kind);
          return (
            <li key={kind} className={styles.kind} data-testid={`portfolio-kind-${kind}`}>
              <FormattedMessage id={`portfolio.section.${kind}`} />
              <span className={styles.facts}>
                {k ? (
                  <>
                    <Usd value={k.usd} />
                    <Percent value={changePercent(k.changes.day.now, k.changes.day.before)} />
                  </>
                ) : (
                  <Skeleton width="6rem" />
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const partial = (c: Change | undefined) => (c ? String(c.excluded.length > 0) : undefined);

/** Says which tokens a change leaves out (no price then), when it leaves some out. */
function Excluded({ id, change, testId }: { id: string; change: Change; testId: string }) {
  const intl = useIntl();
  if (change.excluded.length === 0) return null;
  return (
    <p className={`${styles.note} ${styles.muted}`} role="note" data-testid={testId}>
      <FormattedMessage id={id} values={{ tokens: intl.formatList([...new Set(change.excluded)]) }} />
    </p>
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
        empty={<FormattedMessage id="portfolio.history.empty" />}
        label={intl.formatMessage({ id: 'portfolio.history.label' })}
        testId="portfolio-chart"
      />
      <p className={`${styles.note} ${styles.muted}`}>
        <FormattedMessage id="portfolio.history.note" />
      </p>
    </section>
  );
}
