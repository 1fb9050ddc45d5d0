import { FormattedMessage } from 'react-intl';
import { formatAmount, formatPercent, formatUsd } from '@/shared/lib/format';
import list from '@/shared/ui/list.module.css';
import { Stat } from '@/shared/ui/Stat';
import styles from '@/shared/ui/page.module.css';
import type { GaugeMaxBoosts } from '@tycho/dex-math';
import type { GaugeFigures, Period, RewardFigure } from '../logic/calc';
import { multiplierText } from '../logic/gaugeView';

const DASH = '—';
const PERIODS: Period[] = ['day', 'month', 'year'];

const usdText = (value: number | undefined) => (value === undefined ? DASH : formatUsd(value));
/** A multiplier as "×2.5", rounded down to 3 decimals (as the number format shows them); ×1 before any result. */
const times = (value: number | undefined) => (
  <FormattedMessage id="gauges.boostValue" values={{ value: multiplierText(value ?? 1) }} />
);
const aprText = (value: number | undefined) => (value === undefined ? DASH : formatPercent(value));

function RewardCard({ reward }: { reward: RewardFigure }) {
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
          <FormattedMessage
            id="gauge.figures.funded"
            values={{ symbol: reward.symbol, days: Math.floor(reward.fundedDays ?? 0) }}
          />
        </p>
      ) : null}
    </li>
  );
}

export interface CalcResultsProps {
  result: GaugeFigures | undefined;
  max?: GaugeMaxBoosts;
  /** LP of the connected account already in the gauge (counted once in the result). */
  held: string | undefined;
}

/**
 * The calculator's answer: lock, veQUBE, total and max total boost, base and boosted APR, share, and each reward token
 * per day, month and year, for the position after the deposit.
 */
export function CalcResults({ result, max, held }: CalcResultsProps) {
  return (
    <section className={styles.section} data-testid="calc-results" aria-live="polite">
      <h2>
        <FormattedMessage id="calc.results" />
      </h2>
      <dl className={styles.stats}>
        <Stat label="calc.lockBoost" testId="calc-lock-boost" value={times(result?.lockMultiplier)} />
        <Stat label="calc.veBoost" testId="calc-ve-boost" value={times(result?.veMultiplier)} />
        <Stat label="calc.boost" testId="calc-boost" value={times(result?.totalMultiplier)} />
        <Stat label="calc.maxBoost" testId="calc-max-boost" value={max === undefined ? DASH : times(max.total)} />
        <Stat label="calc.baseApr" testId="calc-base-apr" value={aprText(result?.baseApr)} />
        <Stat label="calc.boostedApr" testId="calc-boosted-apr" value={aprText(result?.boostedApr)} />
        <Stat label="calc.share" testId="calc-share" value={result ? formatPercent(result.share * 100, 4) : DASH} />
        <Stat label="calc.depositValue" testId="calc-deposit-usd" value={usdText(result?.depositUsd)} />
        <Stat label="calc.usdPerYear" testId="calc-usd-year" value={result ? usdText(result.usdPerYear) : DASH} />
      </dl>
      {result && held ? (
        <p data-testid="calc-held">
          <FormattedMessage id="calc.held" values={{ amount: held }} />
        </p>
      ) : null}
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
