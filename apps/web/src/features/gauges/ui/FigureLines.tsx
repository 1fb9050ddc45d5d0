import { FormattedMessage } from 'react-intl';
import { formatAmount, formatPercent } from '@/shared/lib/format';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import type { GaugeFigures } from '../logic/calc';
import { multiplierText } from '../logic/gaugeView';

const DAY = 86_400;

/**
 * A position's figures in lines (the gauge page's position and its deposit preview): boosts, APR against the same LP
 * without boosts, rewards a day at today's speeds (with the part that vests), and how long the gauge's balance lasts.
 */
export function FigureLines({ figures, testId }: { figures: GaugeFigures; testId: string }) {
  const perDay = figures.rewards
    .filter((r) => r.decimals !== null && r.amounts.day > 0n)
    .map((r) => {
      const amount = `${formatAmount(r.amounts.day, r.decimals!)} ${r.symbol}`;
      return r.vestingRatio > 0 && r.vestingPeriod > 0 ? (
        <FormattedMessage
          key={r.tokenRoot}
          id="gauge.figures.vesting"
          values={{ amount, ratio: r.vestingRatio / 10, days: Math.round(r.vestingPeriod / DAY) }}
        />
      ) : (
        amount
      );
    });
  return (
    <div data-testid={testId}>
      <p data-testid={`${testId}-boosts`}>
        <FormattedMessage
          id="gauge.figures.boosts"
          values={{
            total: multiplierText(figures.totalMultiplier),
            lock: multiplierText(figures.lockMultiplier),
            ve: multiplierText(figures.veMultiplier),
          }}
        />
      </p>
      {figures.boostedApr !== undefined && figures.baseApr !== undefined ? (
        <p data-testid={`${testId}-apr`}>
          <FormattedMessage
            id="gauge.figures.apr"
            values={{ apr: formatPercent(figures.boostedApr), base: formatPercent(figures.baseApr) }}
          />
        </p>
      ) : null}
      {perDay.length ? (
        <p data-testid={`${testId}-day`}>
          <FormattedMessage id="gauge.figures.perDay" />{' '}
          {perDay.map((item, i) => (
            <span key={i} data-testid={`${testId}-day-item`}>
              {i > 0 ? ', ' : null}
              {item}
            </span>
          ))}
        </p>
      ) : null}
      {figures.rewards
        .filter((r) => r.underfunded)
        .map((r) => (
          <p key={r.tokenRoot} className={styles.warning} data-testid={`${testId}-funded`}>
            <FormattedMessage
              id="gauge.figures.funded"
              values={{ symbol: r.symbol, days: Math.floor(r.fundedDays ?? 0) }}
            />
          </p>
        ))}
      <p className={list.cardLabel}>
        <FormattedMessage id="gauge.figures.estimate" />
      </p>
    </div>
  );
}
