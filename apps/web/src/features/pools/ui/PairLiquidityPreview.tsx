import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatAmount } from '@/shared/lib/format';
import { DexBalancesPanel } from './DexBalancesPanel';
import type { DexBalanceRow } from '../logic/dexWithdraw';
import { formatShare, lpAmountText, userSharePercent } from '../logic/poolMath';
import styles from './styles';

interface Side {
  symbol: string;
  /** undefined while read: the reserve shows as loading. */
  decimals: number | undefined;
  reserve: bigint;
}

interface Props {
  accountAddress?: string;
  lpRoot?: string;
  /** LP token decimals; undefined while read. */
  lpDecimals?: number;
  pairAddress?: string;
  sides: [Side, Side];
  lpSupply: string;
  lpBalance?: string;
  dex: { rows: DexBalanceRow[]; busyRoot?: string; disabled: boolean; onWithdraw(row: DexBalanceRow): void };
}

const short = (address: string | undefined) => (address ? address.slice(0, 10) + '…' : '—');
const LOADING = '…';

/** Pool info, current pool state, DEX account balances (with withdraw icons) and the user's position (spec 2.5). */
export function PairLiquidityPreview({
  accountAddress,
  lpRoot,
  lpDecimals,
  pairAddress,
  sides,
  lpSupply,
  lpBalance,
  dex,
}: Props) {
  const lp = (amount: string) => lpAmountText(amount, lpDecimals) ?? LOADING;
  const id = useId();
  return (
    <div className={styles.previewGrid}>
      <section aria-labelledby={`${id}-info`} data-testid="add-pool-info" data-lp-root={lpRoot ?? ''}>
        <h2 id={`${id}-info`} className={styles.sectionTitle}>
          <FormattedMessage id="liquidity.add.poolInfo" />
        </h2>
        <dl className={styles.rows}>
          <div className={styles.rowItem}>
            <dt>
              <FormattedMessage id="liquidity.add.dexAccount" />
            </dt>
            <dd data-testid="add-dex-account">{short(accountAddress)}</dd>
          </div>
          <div className={styles.rowItem}>
            <dt>
              <FormattedMessage id="liquidity.add.lpRoot" />
            </dt>
            <dd>{short(lpRoot)}</dd>
          </div>
          <div className={styles.rowItem}>
            <dt>
              <FormattedMessage id="liquidity.add.pairRoot" />
            </dt>
            <dd data-testid="add-pair-root" data-value={pairAddress ?? ''}>
              {short(pairAddress)}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby={`${id}-state`} data-testid="add-pool-state">
        <h2 id={`${id}-state`} className={styles.sectionTitle}>
          <FormattedMessage id="liquidity.add.poolState" />
        </h2>
        <dl className={styles.rows}>
          {sides.map((s, i) => (
            <div key={i} className={styles.rowItem}>
              <dt>{s.symbol}</dt>
              <dd data-testid={`add-reserve-${i === 0 ? 'left' : 'right'}`} data-value={s.reserve.toString()}>
                {s.decimals === undefined ? LOADING : formatAmount(s.reserve.toString(), s.decimals)}
              </dd>
            </div>
          ))}
          <div className={styles.rowItem}>
            <dt>
              <FormattedMessage id="liquidity.add.lpSupply" />
            </dt>
            <dd data-testid="add-lp-supply" data-value={lpSupply}>
              {lp(lpSupply)}
            </dd>
          </div>
        </dl>
      </section>
      <DexBalancesPanel {...dex} />
      <section aria-labelledby={`${id}-pos`} data-testid="add-position">
        <h2 id={`${id}-pos`} className={styles.sectionTitle}>
          <FormattedMessage id="liquidity.add.position" />
        </h2>
        <dl className={styles.rows}>
          <div className={styles.rowItem}>
            <dt>
              <FormattedMessage id="pools.user.lpBalance" />
            </dt>
            <dd data-testid="add-lp-balance" data-value={lpBalance ?? '0'}>
              {lp(lpBalance ?? '0')}
            </dd>
          </div>
          <div className={styles.rowItem}>
            <dt>
              <FormattedMessage id="pools.user.share" />
            </dt>
            <dd data-testid="add-lp-share">{formatShare(userSharePercent(lpBalance ?? '0', lpSupply))}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
