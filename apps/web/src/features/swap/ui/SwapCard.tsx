import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useWallet, useWalletController } from '@/shared/chain';
import { customTokenSymbols, findToken, readImportedTokens } from '@/shared/tokens';
import { Button, Spinner } from '@/shared/ui';
import type { SwapModel } from '../hooks/useSwap';
import type { SubmitState } from '../logic/swapLogic';
import { COMBINED, NATIVE_URL } from '../logic/swapTokens';
import { config } from '@/shared/config';
import { AmountField } from './AmountField';
import { SlippageSettings } from './SlippageSettings';
import { SwapBill } from './SwapBill';
import { LowLiquidityNotice, QuoteNotice, UrlNotices } from './SwapNotices';
import styles from './swap.module.css';

const TokenListDialog = lazy(() => import('@/shared/tokenPicker/TokenListDialog'));
const ConfirmDialog = lazy(() => import('./ConfirmDialog'));
const ImportTokenDialog = lazy(() => import('@/shared/tokenPicker/ImportTokenDialog'));

const LABELS: Record<SubmitState, string> = {
  loading: 'swap.submit.loading',
  connect: 'swap.submit.connect',
  selectToken: 'swap.submit.selectToken',
  noLiquidity: 'swap.submit.noLiquidity',
  noRoute: 'swap.submit.noRoute',
  quoteFailed: 'swap.submit.quoteFailed',
  exceedsPoolBalance: 'swap.submit.exceedsPoolBalance',
  enterAmount: 'swap.submit.enterAmount',
  insufficientBalance: 'swap.submit.insufficientBalance',
  insufficientTokenBalance: 'swap.submit.insufficientTokenBalance',
  awaitingConfirmation: 'swap.submit.awaitingConfirmation',
  ready: 'swap.submit.swap',
};
/** The picker's coin group selects the URL values of the coin and the combined side. */
const COIN_GROUP = { nativeAddress: NATIVE_URL, combinedAddress: COMBINED };
const CONVERSION_READY = { wrap: 'swap.submit.wrap', unwrap: 'swap.submit.unwrap' } as const;

export function SwapCard({ model }: { model: SwapModel }) {
  const intl = useIntl();
  const controller = useWalletController();
  const walletStatus = useWallet().status;
  const unavailable = walletStatus === 'missing' || walletStatus === 'outdated';
  const [picking, setPicking] = useState<'left' | 'right' | null>(null);
  const { left, right, state, confirmRoute, funding } = model;
  const wrappedSymbol = findToken(model.list.index, model.wrappedRoot ?? '')?.symbol;
  const imported = readImportedTokens();
  // the shared rule of every screen (the native coin and the combined side are never custom)
  const custom = customTokenSymbols(
    [left, right].flatMap((t) => (t && !t.native && !t.combined ? [{ root: t.address, symbol: t.symbol }] : [])),
    model.list.index,
    imported,
  );

  const onSubmit = () => {
    if (state === 'connect') void controller.connect();
    else if (state === 'ready' && model.conversion) void model.convert();
    else if (state === 'ready') model.open();
  };

  return (
    <section className={styles.card} aria-labelledby="swap-title" data-testid="swap-card" data-mode={model.mode}>
      <div className={styles.head}>
        <h1 id="swap-title" className={styles.title}>
          {intl.formatMessage({ id: model.conversion ? `swap.title.${model.mode}` : 'swap.title' })}
        </h1>
        {!model.conversion && <SlippageSettings value={model.slippage} onChange={model.setSlippage} />}
      </div>
      <UrlNotices
        problems={model.urlProblems}
        sameToken={model.sameToken ? right : undefined}
        combinedSymbol={`${config.nativeCoin.symbol} + ${wrappedSymbol ?? ''}`}
      />
      <AmountField
        side="left"
        token={left}
        value={model.leftText}
        balance={model.leftBalance}
        max={model.maxUnits}
        disabled={model.processing}
        onChange={model.editLeft}
        onSelectToken={() => setPicking('left')}
      />
      <button
        type="button"
        className={styles.reverse}
        onClick={model.reverse}
        data-testid="swap-reverse"
        aria-label={intl.formatMessage({ id: 'swap.reverse' })}
      >
        ⇅
      </button>
      <AmountField
        side="right"
        token={right}
        value={model.rightText}
        balance={model.rightBalance}
        disabled={model.processing}
        onChange={model.editRight}
        onSelectToken={() => setPicking('right')}
      />
      {custom.length > 0 && (
        <div className={styles.warning} role="note" data-testid="custom-token-warning">
          {intl.formatMessage({ id: 'swap.customToken' }, { symbols: custom.join(', ') })}
        </div>
      )}
      {(model.mode === 'depositOneCoin' || model.mode === 'withdrawOneCoin') && left && right && (
        <p className={styles.note} data-testid="swap-mode-note">
          {intl.formatMessage(
            { id: `swap.mode.${model.mode}` },
            { token: model.mode === 'depositOneCoin' ? left.symbol : right.symbol },
          )}
        </p>
      )}
      {model.route && left && right && (
        <SwapBill route={model.route} left={left} right={right} index={model.list.index} slippage={model.slippage} />
      )}
      {model.route?.lowLiquidity && <LowLiquidityNotice testId="swap-low-liquidity" />}
      <QuoteNotice
        problem={model.quoteProblem}
        left={left}
        right={right}
        poolBalance={model.poolBalance}
        onRetry={model.retryQuote}
      />
      <Button
        variant="primary"
        className={styles.submit}
        data-testid="swap-submit"
        data-state={state}
        disabled={(state !== 'ready' && state !== 'connect') || (state === 'connect' && unavailable)}
        aria-busy={state === 'loading'}
        onClick={onSubmit}
      >
        {state === 'loading' && <Spinner />}
        {intl.formatMessage(
          {
            id:
              state === 'connect' && unavailable
                ? 'swap.submit.walletUnavailable'
                : model.conversion && state === 'ready'
                  ? CONVERSION_READY[model.mode as 'wrap' | 'unwrap']
                  : LABELS[state],
          },
          { symbol: (state === 'exceedsPoolBalance' ? right : left)?.symbol ?? '' },
        )}
      </Button>
      <Suspense fallback={null}>
        {model.pendingImport && (
          <ImportTokenDialog
            token={model.pendingImport.token}
            scam={model.pendingImport.scam}
            onConfirm={model.pendingImport.confirm}
            onDismiss={model.pendingImport.dismiss}
          />
        )}
        {picking && (
          <TokenListDialog
            open
            list={model.list}
            side={picking}
            coinGroup={COIN_GROUP}
            onOpenChange={(o) => !o && setPicking(null)}
            onSelect={(address) => {
              model.selectToken(picking, address);
              setPicking(null);
            }}
          />
        )}
        {left && right && confirmRoute && funding && left.decimals !== undefined && right.decimals !== undefined && (
          <ConfirmDialog
            left={left}
            right={right}
            decimals={{ left: left.decimals, right: right.decimals }}
            route={confirmRoute}
            slippage={model.slippage}
            busy={model.preparingCall}
            sendBase={model.sendBase}
            sold={{ ...funding, coinSymbol: config.nativeCoin.symbol, tokenSymbol: wrappedSymbol ?? left.symbol }}
            onCancel={model.cancel}
            onConfirm={(route, callId) => void model.confirm(route, callId)}
          />
        )}
      </Suspense>
    </section>
  );
}
