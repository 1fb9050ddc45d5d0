/**
 * Messages of the swap card that are not the submit button (spec 4.3, 5, 8): a token in the URL the card cannot use,
 * the same token on both sides, why the typed amount has no quote (with a retry when the request failed), and the
 * low-liquidity warning of a route through a shallow pool. Visitors see them too (their button asks to connect).
 */
import { useIntl } from 'react-intl';
import { formatAmount, formatUsd, shortenAddress } from '@/shared/lib/format';
import { Button } from '@/shared/ui';
import type { UrlProblem } from '../hooks/useSwap';
import { ROUTE_MIN_TVL } from '../logic/swapForm';
import type { QuoteProblem } from '../logic/swapLogic';
import type { SwapToken } from '../logic/swapTokens';
import styles from './swap.module.css';

/** The sides of the URL the card cannot use, and the same token on both sides. */
export function UrlNotices({
  problems,
  sameToken,
  combinedSymbol,
}: {
  problems: readonly UrlProblem[];
  sameToken: SwapToken | undefined;
  /** How the combined side is named (coin + wrapped coin). */
  combinedSymbol: string;
}) {
  const intl = useIntl();
  if (problems.length === 0 && !sameToken) return null;
  const sideLabel = (side: 'left' | 'right') =>
    intl.formatMessage({ id: side === 'left' ? 'swap.field.pay' : 'swap.field.receive' });
  return (
    <div className={styles.warning} role="alert" data-testid="swap-url-problem">
      {problems.map((p) => (
        <p key={p.side} className={styles.noticeLine} data-side={p.side} data-problem={p.problem}>
          {intl.formatMessage(
            { id: `swap.url.${p.problem}` },
            { side: sideLabel(p.side), value: shortenAddress(p.value), symbol: combinedSymbol },
          )}
        </p>
      ))}
      {sameToken && (
        <p className={styles.noticeLine} data-problem="same">
          {intl.formatMessage({ id: 'swap.url.same' }, { symbol: sameToken.symbol })}
        </p>
      )}
    </div>
  );
}

/** Why the typed amount has no quote; a failed request offers a retry. */
export function QuoteNotice({
  problem,
  left,
  right,
  poolBalance,
  onRetry,
}: {
  problem: QuoteProblem | undefined;
  left: SwapToken | undefined;
  right: SwapToken | undefined;
  poolBalance: string | undefined;
  onRetry: () => void;
}) {
  const intl = useIntl();
  if (!problem) return null;
  const pair = { from: left?.symbol ?? '', to: right?.symbol ?? '' };
  const text =
    problem === 'exceedsPoolBalance'
      ? intl.formatMessage(
          { id: 'swap.problem.exceedsPoolBalance' },
          {
            amount:
              poolBalance !== undefined && right?.decimals !== undefined
                ? formatAmount(poolBalance, right.decimals)
                : '',
            symbol: right?.symbol ?? '',
          },
        )
      : intl.formatMessage({ id: `swap.problem.${problem}` }, pair);
  return (
    <div className={styles.warning} role="alert" data-testid="swap-quote-problem" data-problem={problem}>
      <p className={styles.noticeLine}>{text}</p>
      {problem === 'failed' && (
        <Button size="sm" onClick={onRetry} data-testid="swap-quote-retry">
          {intl.formatMessage({ id: 'swap.problem.retry' })}
        </Button>
      )}
    </div>
  );
}

/** A route through a pool below the preferred minimum TVL: usable, with a warning (the impact guard still applies). */
export function LowLiquidityNotice({ testId }: { testId: string }) {
  const intl = useIntl();
  return (
    <p className={styles.warning} role="note" data-testid={testId}>
      {intl.formatMessage({ id: 'swap.lowLiquidity' }, { tvl: formatUsd(ROUTE_MIN_TVL) })}
    </p>
  );
}
