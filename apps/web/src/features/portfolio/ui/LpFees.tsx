import { FormattedMessage } from 'react-intl';
import type { z } from 'zod';
import type { portfolioLpSchema } from '@tycho/api';
import { TokenAmount, Usd } from './bits';
import styles from './portfolio.module.css';

type LpItem = z.infer<typeof portfolioLpSchema>;

const WHY = {
  'lp-not-from-deposits': 'portfolio.lp.feesUnknown.lp-not-from-deposits',
  'history-incomplete': 'portfolio.lp.feesUnknown.history-incomplete',
} as const;

/** Swap fees the position earned since its first deposit, or "—" and why the indexed data does not give them. */
export function LpFees({ item }: { item: Pick<LpItem, 'feesEarned' | 'feesUnknown'> }) {
  const fees = item.feesEarned;
  if (!fees)
    return (
      <span className={styles.muted} data-testid="portfolio-lp-fees" data-known="false">
        <FormattedMessage id="portfolio.lp.fees" /> —{' '}
        <FormattedMessage id={WHY[item.feesUnknown ?? 'history-incomplete']} />
      </span>
    );
  return (
    <span data-testid="portfolio-lp-fees" data-known="true">
      <FormattedMessage id="portfolio.lp.fees" />{' '}
      {fees.tokens.map((t) => (
        <span key={t.tokenRoot}>
          <TokenAmount value={t} testId="portfolio-lp-fee-amount" />{' '}
        </span>
      ))}
      <Usd value={fees.usd} testId="portfolio-lp-fees-usd" />
    </span>
  );
}
