import { FormattedMessage } from 'react-intl';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import { DateText } from '@/shared/ui/DateText';
import type { RewardLine } from '../logic/farmView';

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className={list.cardRow}>
      <span className={list.cardLabel}>
        <FormattedMessage id={label} />
      </span>
      <span data-testid={testId}>{value}</span>
    </div>
  );
}

/**
 * Each reward token: its speed now and what the pool holds; for the viewed user what a claim pays now (unclaimed),
 * what is still vesting (entitled) and until when, and the pool's debt to them.
 */
export function RewardLines({ lines, withUser }: { lines: RewardLine[]; withUser: boolean }) {
  return (
    <section className={styles.section} data-testid="farm-rewards">
      <h2>
        <FormattedMessage id="farm.rewards" />
      </h2>
      <ul className={list.cards}>
        {lines.map((l) => (
          <li key={l.root} className={list.card} data-testid="farm-reward" data-symbol={l.symbol}>
            <strong>{l.symbol}</strong>
            <Row
              label="farm.speed"
              testId="farm-reward-speed"
              value={
                <>
                  <FormattedMessage id="farm.perSecond" values={{ amount: l.speed }} />
                  {l.upcoming ? (
                    <>
                      {' '}
                      <FormattedMessage id="farm.speed.fromStart" />
                    </>
                  ) : null}
                </>
              }
            />
            <Row label="farm.rewardBalance" value={l.balance} testId="farm-reward-balance" />
            {withUser ? (
              <>
                <Row label="farm.unclaimed" value={l.unclaimed} testId="farm-reward-unclaimed" />
                <Row label="farm.entitled" value={l.entitled} testId="farm-reward-entitled" />
                <Row label="farm.debt" value={l.debt} testId="farm-reward-debt" />
                {l.vestingEnd !== undefined ? (
                  <Row label="farm.vestingEnd" value={<DateText seconds={l.vestingEnd} />} />
                ) : null}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
