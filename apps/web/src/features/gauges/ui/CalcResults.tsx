import { FormattedMessage } from 'react-intl';
import { formatAmount, formatPercent, formatUsd } from '@/shared/lib/format';
import list from '@/shared/ui/list.module.css';
import { Stat } from '@/shared/ui/Stat';
import styles from '@/shared/ui/page.module.css';
import type { CalcResult, CalcReward, Period } from '../logic/calc';

const DASH = '—';
const PERIODS: Period[] = ['day', 'month', 'year'];

const usdText = (value: number | undefined) => (value === undefined ? DASH : formatUsd(value));
/** A multiplier as "×2.5", rounded down to 3 decimals (as the number format shows them); ×1 before any result. */
const times = (value: number | undefined) => (
  <FormattedMessage
    id="gauges.boostValue"
    values={{ value: Math.floor(Math.round((value ?? 1) * 1_000_000) / 1000) / 1000 }}
  />
);
const aprText = (value: number | undefined) => (value === undefined ? DASH : formatPercent(value));

function RewardCard({ reward }: { reward: CalcReward }) {
  return (
    <li className={list.card} data-testid="calc-reward" data-symbol={reward.symbol}>
      <div className={list.cardRow}>
        <strong>{reward.symbol}</strong>
      </div>
      {PERIODS.map((period) => (
        <div key={period} className={list.cardRow} data-testid={`calc-reward-${period}`}>
          <span className={list.cardLabel}>
            <FormattedMessage id={`calc.per.${period}`} />
          </span>
          <span>
            {reward.decimals === null ? DASH : formatAmount(reward.amounts[period], reward.decimals)}{' '}
            <span className={list.cardLabel}>({usdText(reward.usd[period])})</span>
          </span>
        </div>
      ))}
      {reward.underfunded ? (
        <p className={styles.warning} data-testid="calc-underfunded">
          <FormattedMessage id="calc.underfunded" values={{ symbol: reward.symbol }} />
        </p>
      ) : null}
    </li>
  );
}

/** The calculator's answer: lock, veQUBE, total and max boost, base and boosted APR, share, and each reward token per day, month and year. */
export function CalcResults({ result, maxMultiplier }: { result: CalcResult | undefined; maxMultiplier?: number }) {
  return (
    <section className={styles.section} data-testid="calc-results" aria-live="polite">
      <h2>
        <FormattedMessage id="calc.results" />
      </h2>
      <dl className={styles.stats}>
        <Stat label="calc.lockBoost" testId="calc-lock-boost" value={times(result?.lockMultiplier)} />
        <Stat label="calc.veBoost" testId="calc-ve-boost" value={times(result?.veMultiplier)} />
        <Stat label="calc.boost" testId="calc-boost" value={times(result?.totalMultiplier)} />
        <Stat
          label="calc.maxBoost"
          testId="calc-max-boost"
          value={maxMultiplier === undefined ? DASH : times(maxMultiplier)}
        />
        <Stat label="calc.baseApr" testId="calc-base-apr" value={aprText(result?.baseApr)} />
        <Stat label="calc.boostedApr" testId="calc-boosted-apr" value={aprText(result?.boostedApr)} />
        <Stat label="calc.share" testId="calc-share" value={result ? formatPercent(result.share * 100, 4) : DASH} />
        <Stat label="calc.depositValue" testId="calc-deposit-usd" value={usdText(result?.depositUsd)} />
        <Stat label="calc.usdPerYear" testId="calc-usd-year" value={result ? usdText(result.usdPerYear) : DASH} />
      </dl>
      {result ? (
        <ul className={list.cards} data-testid="calc-rewards">
          {result.rewards.map((r) => (
            <RewardCard key={r.tokenRoot} reward={r} />
          ))}
        </ul>
      ) : (
        <p data-testid="calc-prompt">
          <FormattedMessage id="calc.prompt" />
        </p>
      )}
      <p className={list.cardLabel}>
        <FormattedMessage id="calc.note" />
      </p>
    </section>
  );
}
