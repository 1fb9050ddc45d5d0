import type { GaugeDeposit } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatUnits } from '@tycho/units';
import { formatDate } from '@/shared/lib/format';
import { LoadError } from '@/shared/ui/LoadError';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import { lockDays } from '../logic/gaugeView';

/**
 * The user's deposits: amount, status, date, boost, lock period and lock end (spec section 3). `failed` is set when
 * they could not be read (the gauges API down or absent): the section says so, with Retry.
 */
export function DepositsList({
  deposits,
  decimals,
  failed,
}: {
  deposits: GaugeDeposit[] | undefined;
  decimals: number;
  failed?: { message: string; retry: () => void };
}) {
  const { locale } = useIntl();
  if (!deposits && failed) {
    return (
      <section className={styles.section} aria-labelledby="gauge-deposits-title">
        <h2 id="gauge-deposits-title">
          <FormattedMessage id="gauge.deposits" />
        </h2>
        <LoadError compact testId="gauge-deposits-error" detail={failed.message} onRetry={failed.retry} />
      </section>
    );
  }
  if (!deposits?.length) return null;
  return (
    <section className={styles.section} aria-labelledby="gauge-deposits-title">
      <h2 id="gauge-deposits-title">
        <FormattedMessage id="gauge.deposits" />
      </h2>
      <ul className={list.cards} data-testid="gauge-deposits">
        {deposits.map((d) => (
          <li key={d.txHash} className={list.card} data-testid="gauge-deposit-row" data-status={d.status}>
            <div className={list.cardRow}>
              <span>{formatUnits(d.amount, decimals)}</span>
              <span>
                <FormattedMessage id={`gauge.status.${d.status}`} />
              </span>
            </div>
            <div className={list.cardRow}>
              <span className={list.cardLabel}>{formatDate(d.createdAt * 1000, locale)}</span>
              <span>
                <FormattedMessage id="gauges.boostValue" values={{ value: d.boost }} />
              </span>
            </div>
            {d.lockTime > 0 ? (
              <div className={list.cardRow}>
                <FormattedMessage id="gauges.days" values={{ days: lockDays(d.lockTime) }} />
                <span>
                  <FormattedMessage id="gauge.lockEnd" values={{ date: formatDate(d.lockEnd * 1000, locale) }} />
                </span>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
