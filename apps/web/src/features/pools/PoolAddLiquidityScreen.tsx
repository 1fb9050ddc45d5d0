import { lazy, Suspense, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from '@/shared/lib/router';
import { formatExactAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui/Button';
import { Skeleton } from '@/shared/ui/Skeleton';
import { usePoolAddLiquidity } from './hooks/usePoolAddLiquidity';
import { isSideInsufficient, needsDeposit } from './logic/addLiquiditySteps';
import { pairPath } from './logic/pairRoute';
import { formatShare, lpAmountText, userSharePercent } from './logic/poolMath';
import { AddLiquidityPage } from './ui/AddLiquidityPage';
import { AmountRow } from './ui/AmountRow';
import { DexBalancesPanel } from './ui/DexBalancesPanel';
import { ExpectedLp } from './ui/ExpectedLp';
import { PoolProblem } from './ui/PoolProblem';
import { StepSubmit } from './ui/StepSubmit';
import styles from './ui/styles';

// the DEX account withdraw's confirmation (with the preview before signing) loads when a withdraw is asked
const ConfirmDexWithdraw = lazy(() => import('./ui/ConfirmDexWithdraw'));
const ConfirmDeposit = lazy(() => import('./ui/ConfirmDeposit'));

const LOADING = '…';

/** `/pools/:address/liquidity/add`: an amount per token, a deposit button per short token, then supply. */
export default function PoolAddLiquidityScreen() {
  const { address } = useParams();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const id = useId();
  const f = usePoolAddLiquidity(address);
  const { pool, roots, symbols, form, formBusy } = f;
  const { step, sides } = form;

  if (pool && roots.length === 2) return <Navigate to={pairPath('add', { left: roots[0], right: roots[1] })} replace />;
  // balances beside a field: exact, every digit grouped
  const exactText = (amount: string, i: number) =>
    f.decimals[i] === undefined ? LOADING : formatExactAmount(amount, f.decimals[i]);
  const lpBalance = form.lpBalance;

  return (
    <AddLiquidityPage
      testId="pool-add-liquidity-page"
      head={
        <>
          <PoolProblem missing={f.missing} loadError={f.loadError} onRetry={f.retry} />
          {f.missing || f.loadError ? null : (
            <p className={styles.subtitle}>
              {pool ? (
                <Link to={`/pools/${pool.meta.poolAddress}`}>{symbols.join('/')}</Link>
              ) : (
                <Skeleton width="8rem" />
              )}
            </p>
          )}
        </>
      }
      busy={formBusy}
      settling={f.settling}
      onSubmit={f.submit}
      dialogs={
        <>
          {f.withdraw.asked && (
            <Suspense fallback={null}>
              <ConfirmDexWithdraw withdraw={f.withdraw} />
            </Suspense>
          )}
          {f.askedDeposit && (
            <Suspense fallback={null}>
              <ConfirmDeposit asked={f.askedDeposit} onConfirm={f.confirmDeposit} onCancel={f.cancelDeposit} />
            </Suspense>
          )}
        </>
      }
    >
      {roots.map((root, i) => {
        const balance = f.walletBalances?.[i];
        const max = f.maxOf(i);
        return (
          <div key={root} className={styles.field}>
            <AmountRow
              inputId={`${id}-${i}`}
              label={<FormattedMessage id="liquidity.add.amount" values={{ symbol: symbols[i] ?? '' }} />}
              value={f.texts[i] ?? ''}
              onEdit={(text) => f.editAmount(i, text)}
              disabled={formBusy || f.decimals[i] === undefined}
              testId={`pool-add-amount-${i}`}
              onMax={max !== undefined ? () => f.editAmount(i, max) : undefined}
              maxDisabled={formBusy}
            >
              {form.connected && sides[i] && (needsDeposit(sides[i]) || sides[i].depositing) ? (
                <Button
                  size="sm"
                  variant="primary"
                  disabled={formBusy || sides[i].walletBalance === undefined || isSideInsufficient(sides[i])}
                  aria-busy={sides[i].depositing}
                  onClick={() => f.deposit(i)}
                  data-testid={`pool-add-deposit-${i}`}
                >
                  {t(sides[i].depositing ? 'liquidity.add.step.depositing' : 'liquidity.add.step.deposit', {
                    symbol: symbols[i] ?? '',
                  })}
                </Button>
              ) : null}
            </AmountRow>
            {f.walletBalances ? (
              // one line, two on a phone, whatever the amounts: neither part wraps (it is cut short with
              // an ellipsis if it must), so amounts arriving or changing never move what is below
              <p className={`${styles.subtitle} ${styles.balances}`}>
                <span>
                  <FormattedMessage
                    id="liquidity.add.walletBalance"
                    values={{ amount: exactText(balance ?? '0', i), symbol: symbols[i] ?? '' }}
                  />
                </span>
                <span className={styles.balancesSeparator} aria-hidden="true">
                  ·
                </span>
                <span data-testid={`pool-add-dex-balance-${i}`}>
                  <FormattedMessage
                    id="liquidity.add.dexBalance"
                    values={{ amount: exactText((sides[i]?.dexBalance ?? 0n).toString(), i) }}
                  />
                </span>
              </p>
            ) : null}
          </div>
        );
      })}
      {pool && f.owner ? (
        <dl className={styles.rows} data-testid="pool-add-position">
          <div className={styles.rowItem}>
            <dt>
              <FormattedMessage id="liquidity.add.dexAccount" />
            </dt>
            <dd>{f.account?.deployed ? f.account.address.slice(0, 10) + '…' : '—'}</dd>
          </div>
          <div className={styles.rowItem}>
            <dt>
              <FormattedMessage id="pools.user.lpBalance" />
            </dt>
            <dd data-testid="pool-add-lp-balance" data-value={lpBalance ?? '0'}>
              {lpAmountText(lpBalance ?? '0', f.lp?.decimals) ?? LOADING}
            </dd>
          </div>
          <div className={styles.rowItem}>
            <dt>
              <FormattedMessage id="pools.user.share" />
            </dt>
            <dd data-testid="pool-add-lp-share">{formatShare(userSharePercent(lpBalance ?? '0', pool.lpLocked))}</dd>
          </div>
        </dl>
      ) : null}
      {pool && f.owner && f.account?.deployed ? (
        <DexBalancesPanel
          rows={form.dexRows}
          busyRoot={f.withdraw.busyRoot}
          disabled={f.busy}
          onWithdraw={(row) => void f.withdraw.withdraw(row)}
        />
      ) : null}
      {pool && f.owner && f.expectedLpAsked ? (
        <ExpectedLp
          form="pool-add"
          lp={f.expectedLp}
          lpSymbol={f.lp?.symbol}
          lpDecimals={f.lp?.decimals}
          lpBalance={lpBalance ?? '0'}
          lpSupply={pool.lpLocked}
        />
      ) : null}
      <StepSubmit step={step} preview={f.supplyPreview} id={id} testId="pool-add-submit" />
    </AddLiquidityPage>
  );
}
