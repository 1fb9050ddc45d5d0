import { lazy, Suspense, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useParams } from '@/shared/lib/router';
import { formatExactAmount } from '@/shared/lib/format';
import { LoadError } from '@/shared/ui/LoadError';
import { Switch } from '@/shared/ui/Switch';
import { usePairAddLiquidity } from './hooks/usePairAddLiquidity';
import { customSymbols } from './logic/pairTokens';
import { AmountRow } from './ui/AmountRow';
import { ExpectedLp } from './ui/ExpectedLp';
import { AddLiquidityPage } from './ui/AddLiquidityPage';
import { PairLiquidityPreview } from './ui/PairLiquidityPreview';
import { PairTokenSelect } from './ui/PairTokenSelect';
import { StepSubmit } from './ui/StepSubmit';
import styles from './ui/styles';

// the DEX account withdraw's confirmation (with the preview before signing) loads when a withdraw is asked
const ConfirmDexWithdraw = lazy(() => import('./ui/ConfirmDexWithdraw'));

/** `/liquidity/add/:left?/:right?`: the pair add-liquidity form (spec 4.8). */
export default function AddLiquidityScreen() {
  const { leftTokenRoot: leftRoot, rightTokenRoot: rightRoot } = useParams();
  const id = useId();
  const f = usePairAddLiquidity({ left: leftRoot, right: rightRoot });
  const { form, tokenList, formBusy } = f;
  const step = form.step;
  const custom = customSymbols(f.tokens);
  const sides = [
    { key: 'left' as const, i: 0 as const, root: leftRoot },
    { key: 'right' as const, i: 1 as const, root: rightRoot },
  ];

  return (
    <AddLiquidityPage
      testId="add-liquidity-page"
      busy={formBusy}
      settling={f.settling}
      onSubmit={f.submit}
      dialogs={
        f.withdraw.asked && (
          <Suspense fallback={null}>
            <ConfirmDexWithdraw withdraw={f.withdraw} />
          </Suspense>
        )
      }
    >
      {sides.map(({ key, i, root }) => {
        const bal = f.walletBalances[i];
        const decimals = f.decimals[i];
        const max = f.maxOf(i);
        return (
          <div key={key} className={styles.field}>
            <PairTokenSelect
              side={key}
              form="add"
              token={f.tokens[i]}
              list={tokenList}
              disabled={formBusy}
              onSelect={(root) => f.selectToken(key, root)}
            />
            <AmountRow
              inputId={`${id}-${key}`}
              label={<FormattedMessage id="liquidity.add.amount" values={{ symbol: f.symbols[i] || '—' }} />}
              value={f.texts[i]}
              onEdit={(text) => f.editAmount(i, text)}
              disabled={!root || decimals === undefined || formBusy}
              testId={`add-amount-${key}`}
              onMax={max !== undefined ? () => f.editAmount(i, max) : undefined}
              maxDisabled={formBusy}
              maxTestId={`add-max-${key}`}
            />
            {root && bal !== undefined && decimals !== undefined ? (
              <p className={styles.subtitle} data-testid={`add-wallet-balance-${key}`} data-value={bal}>
                <FormattedMessage
                  id="liquidity.add.walletBalance"
                  values={{ amount: formatExactAmount(bal, decimals), symbol: f.symbols[i] }}
                />
              </p>
            ) : null}
          </div>
        );
      })}

      {f.poolLoadError ? (
        <LoadError
          message={<FormattedMessage id="liquidity.poolLoadFailed" />}
          detail={f.poolLoadError.message}
          onRetry={f.retryPool}
          testId="liquidity-pool-error"
          compact
        />
      ) : null}

      {custom.length > 0 ? (
        <div className={styles.warning} role="note" data-testid="custom-token-warning">
          <FormattedMessage id="liquidity.customToken" values={{ symbols: custom.join(', ') }} />
        </div>
      ) : null}

      <div className={styles.rowItem}>
        <label htmlFor={`${id}-auto`}>
          <FormattedMessage id="liquidity.add.autoExchange" />
        </label>
        <Switch
          id={`${id}-auto`}
          checked={form.autoOn}
          disabled={!form.auto.available || form.auto.forced || formBusy}
          onCheckedChange={(v) => f.setAutoExchange(v)}
          testId="add-auto-exchange"
        />
      </div>
      <p className={styles.subtitle}>
        <FormattedMessage id="liquidity.add.autoExchangeNote" />
      </p>

      {f.owner && leftRoot && rightRoot && !form.samePair ? (
        <PairLiquidityPreview
          accountAddress={f.account?.deployed ? f.account.address : undefined}
          lpRoot={form.lpRoot}
          lpDecimals={f.lp?.decimals}
          pairAddress={form.pairReady ? f.pair?.address : undefined}
          sides={[
            { symbol: f.symbols[0], decimals: f.decimals[0], reserve: form.reserves.left },
            { symbol: f.symbols[1], decimals: f.decimals[1], reserve: form.reserves.right },
          ]}
          lpSupply={form.lpSupply}
          lpBalance={f.lpBalance}
          dex={{
            rows: form.dexRows,
            busyRoot: f.withdraw.busyRoot,
            disabled: f.busy,
            onWithdraw: (row) => void f.withdraw.withdraw(row),
          }}
        />
      ) : null}

      {f.owner && form.expectedLp ? (
        <ExpectedLp
          form="add"
          lp={f.expectedLp}
          lpSymbol={f.lp?.symbol}
          lpDecimals={f.lp?.decimals}
          lpBalance={f.lpBalance ?? '0'}
          lpSupply={form.lpSupply}
        />
      ) : null}

      <StepSubmit step={step} preview={f.stepPreview} id={id} testId="add-submit" action={step.action ?? ''} />
    </AddLiquidityPage>
  );
}
