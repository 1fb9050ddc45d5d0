import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from '@/shared/lib/router';
import type { PortfolioTokenAmount } from '@tycho/api';
import { formatAmount, formatPercent, formatUsd } from '@/shared/lib/format';
import { useRetryFailed } from '@/shared/api';
import { LoadError } from '@/shared/ui/LoadError';
import { Skeleton } from '@/shared/ui/Skeleton';
import type { usePortfolioAction } from '../hooks/usePortfolioAction';
import styles from './portfolio.module.css';

/** A token amount with its symbol (unknown decimals: the raw units are not guessed at, the amount is not shown). */
export function TokenAmount({ value, testId }: { value: PortfolioTokenAmount; testId?: string }) {
  return (
    <span data-testid={testId} data-units={value.amount} data-root={value.tokenRoot}>
      {value.decimals === null ? '—' : formatAmount(value.amount, value.decimals)} {value.symbol}
    </span>
  );
}

export const Usd = ({ value, testId }: { value: string | null; testId?: string }) => (
  <span data-testid={testId} data-usd={value ?? ''}>
    {value === null ? '—' : formatUsd(value, { abbreviate: false })}
  </span>
);

export const Percent = ({ value }: { value: number | null }) =>
  value === null ? (
    <span>—</span>
  ) : (
    <span className={value >= 0 ? undefined : styles.muted}>
      {value >= 0 ? '+' : ''}
      {formatPercent(value)}
    </span>
  );

/**
 * One section of the page: its title, USD value, link to the page that manages it, and its rows; a skeleton while
 * it loads, a message when it is empty or failed.
 */
export function Section({
  id,
  usd,
  manage,
  loading,
  failed,
  empty,
  children,
  after,
}: {
  id: string;
  /** The section's value; undefined while loading; null: a section without one. */
  usd: string | undefined | null;
  manage: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  children: ReactNode;
  /** Shown below the rows (or the empty note) once loaded: what happened to rows that have left the list. */
  after?: ReactNode;
}) {
  const title = `portfolio-${id}-title`;
  const retry = useRetryFailed();
  return (
    <section className={styles.card} aria-labelledby={title} data-testid={`portfolio-${id}`}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle} id={title}>
          <FormattedMessage id={`portfolio.section.${id}`} />
        </h2>
        <span className={styles.sectionValue}>
          {usd === undefined ? (
            failed ? null : (
              <Skeleton width="5rem" />
            )
          ) : usd === null ? null : (
            <Usd value={usd} testId={`portfolio-${id}-usd`} />
          )}
        </span>
        <Link to={manage} data-testid={`portfolio-${id}-manage`}>
          <FormattedMessage id={`portfolio.manage.${id}`} />
        </Link>
      </div>
      {loading ? (
        <div data-skeleton>
          <Skeleton height="2.5rem" />
        </div>
      ) : failed ? (
        <LoadError
          message={<FormattedMessage id="portfolio.failed" />}
          onRetry={retry}
          testId={`portfolio-${id}-error`}
          compact
        />
      ) : empty ? (
        <p className={`${styles.note} ${styles.muted}`} data-testid={`portfolio-${id}-empty`}>
          <FormattedMessage id={`portfolio.empty.${id}`} />
        </p>
      ) : (
        <ul className={styles.items}>{children}</ul>
      )}
      {loading || failed ? null : after}
    </section>
  );
}

/** The last action's outcome on a target (a gauge, an escrow, an order, an account), for the row it belongs to. */
export function Outcome({ actions, target }: { actions: ReturnType<typeof usePortfolioAction>; target: string }) {
  const outcome = actions.results[target]?.outcome;
  return outcome ? (
    <span role="status" data-testid="portfolio-outcome" data-outcome={outcome}>
      <FormattedMessage id={`portfolio.outcome.${outcome}`} />
    </span>
  ) : null;
}
