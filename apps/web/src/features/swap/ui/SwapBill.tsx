import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Route } from '@tycho/api';
import { formatAmount, formatNumber, formatPriceImpact } from '@/shared/lib/format';
import { findToken, type TokenIndex } from '@/shared/tokens';
import type { SwapToken } from '../logic/swapTokens';
import { billOf, impactLevel, priceOf } from '../logic/swapLogic';
import { SlippageRow } from './SlippageRow';
import styles from './swap.module.css';

/** The bill: price (flippable), route with every hop, minimum received, slippage, price impact, fee. */
export function SwapBill({
  route,
  left,
  right,
  index,
  slippage,
}: {
  route: Route;
  left: SwapToken;
  right: SwapToken;
  index: TokenIndex | undefined;
  /** The set slippage, percent. */
  slippage: string;
}) {
  const intl = useIntl();
  const [flipped, setFlipped] = useState(false);
  const bill = billOf(route);
  if (!bill || left.decimals === undefined || right.decimals === undefined) return null;
  const price = priceOf(bill.spent, bill.expected, left.decimals, right.decimals, flipped);
  const [base, quote] = flipped ? [right, left] : [left, right];
  const symbolOf = (a: string) =>
    findToken(index, a)?.symbol ??
    [left, right].find((t) => t.routeAddress.toLowerCase() === a.toLowerCase())?.symbol ??
    `${a.slice(0, 6)}...`;
  const hops = [route.steps[0].spentCurrencyAddress, ...route.steps.map((s) => s.receiveCurrencyAddress)].map(symbolOf);
  const level = impactLevel(route.globalPriceImpact);
  return (
    <dl className={styles.bill} data-testid="swap-bill">
      <div className={styles.billRow}>
        <dt>{intl.formatMessage({ id: 'swap.bill.price' })}</dt>
        <dd>
          <button
            type="button"
            className={styles.max}
            data-testid="swap-price"
            onClick={() => setFlipped((f) => !f)}
            aria-label={intl.formatMessage({ id: 'swap.bill.flip' })}
          >
            1 {base.symbol} = {formatNumber(price)} {quote.symbol} ⇄
          </button>
        </dd>
      </div>
      <div className={styles.billRow}>
        <dt>{intl.formatMessage({ id: 'swap.bill.route' })}</dt>
        <dd data-testid="swap-route" data-hops={route.steps.length}>
          {hops.join(' → ')}
        </dd>
      </div>
      <div className={styles.billRow}>
        <dt>{intl.formatMessage({ id: 'swap.bill.minReceived' })}</dt>
        <dd data-testid="swap-min-received" data-units={bill.minExpected}>
          {formatAmount(bill.minExpected, right.decimals)} {right.symbol}
        </dd>
      </div>
      <SlippageRow percent={slippage} steps={route.steps.length} testId="swap-slippage" />
      <div className={styles.billRow}>
        <dt>{intl.formatMessage({ id: 'swap.bill.priceImpact' })}</dt>
        <dd data-testid="swap-price-impact" data-level={level} className={styles[`impact_${level}`]}>
          {formatPriceImpact(route.globalPriceImpact)}
        </dd>
      </div>
      <div className={styles.billRow}>
        <dt>{intl.formatMessage({ id: 'swap.bill.fee' })}</dt>
        <dd data-testid="swap-fee">
          {formatAmount(route.globalFee, left.decimals)} {left.symbol}
        </dd>
      </div>
    </dl>
  );
}
