import { FormattedMessage } from 'react-intl';
import { formatAmount } from '@/shared/lib/format';
import { EmptyState } from '@/shared/ui/EmptyState';
import { Skeleton } from '@/shared/ui/Skeleton';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import type { DaoDeposit } from '../api/daoSchemas';
import { DAY_SECONDS, depositNow } from '../logic/lock';
import { timeLeft } from '../logic/time';
import { DateText } from './DateText';
import { CardRow } from '@/shared/ui/Cards';

/** The member's deposits: amount, voting power, Active or Expired, lock period and ends-in (spec 3 "DAO deposit"). */
export function DepositsList({
  deposits,
  decimals,
  now,
}: {
  deposits: DaoDeposit[] | undefined;
  decimals: number;
  now: number;
}) {
  return (
    <section className={styles.section} data-testid="dao-deposits">
      <h2>
        <FormattedMessage id="dao.deposits.title" />
      </h2>
      {!deposits ? (
        <Skeleton />
      ) : deposits.length === 0 ? (
        <EmptyState title={<FormattedMessage id="dao.deposits.empty" />} testId="dao-deposits-empty" />
      ) : (
        <ul className={list.cards}>
          {deposits.map((d) => {
            const { end, active, power } = depositNow(d, now);
            const left = timeLeft(end, now);
            return (
              <li
                key={`${d.key}-${d.transactionHash}`}
                className={list.card}
                data-testid="dao-deposit"
                data-status={active ? 'active' : 'expired'}
              >
                <CardRow label="dao.deposits.amount" testId="dao-deposit-amount">
                  {formatAmount(d.amount, decimals)}
                </CardRow>
                <CardRow label="dao.deposits.ve" testId="dao-deposit-ve">
                  {formatAmount(power, decimals)}
                </CardRow>
                <CardRow label="dao.deposits.status" testId="dao-deposit-status">
                  <FormattedMessage id={active ? 'dao.deposits.active' : 'dao.deposits.expired'} />
                </CardRow>
                <CardRow label="dao.deposits.period">
                  <FormattedMessage id="dao.days" values={{ days: Math.round(d.lockTime / DAY_SECONDS) }} />
                </CardRow>
                <CardRow label="dao.deposits.endsIn" testId="dao-deposit-ends">
                  {left ? <FormattedMessage id="dao.timeLeft" values={{ ...left }} /> : <DateText seconds={end} />}
                </CardRow>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
