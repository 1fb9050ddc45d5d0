/**
 * Confirm swap popup (lazy). Plain and combined variants: the sold side is labelled the token, the coin or coin
 * plus token (spec 4.4). Closing cancels; a changed rate (a new quote, or the send-time re-quote of the confirmed
 * pools) must be accepted first; a price impact above 15 % must be acknowledged. Confirming hands over the route
 * shown: the payload follows exactly its pools and minimums.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PreviewPanel, previewFails } from '@/shared/chain/preview';
import { formatExactAmount } from '@/shared/lib/format';
import { Button } from '@/shared/ui';
import type { SwapToken } from '../logic/swapTokens';
import type { Route } from '@tycho/api';
import type { SoldAs } from '../logic/funding';
import { sameConfirmedRoute } from '../logic/sendLogic';
import { billOf, impactLevel } from '../logic/swapLogic';
import dialog from '@/shared/ui/dialog.module.css';
import { useSwapPreview } from '../hooks/useSwapPreview';
import type { SendBase } from '../logic/swapState';
import { LowLiquidityNotice } from './SwapNotices';
import { SlippageRow } from './SlippageRow';
import styles from './swap.module.css';

/** The popup shows exact amounts (every decimal, no K/M abbreviation): this is what the user signs. */
const exact = formatExactAmount;

interface Props {
  left: SwapToken;
  right: SwapToken;
  /** Known decimals of both sides (the popup is not opened while they load). */
  decimals: { left: number; right: number };
  /** The route to confirm (a live quote, or the re-quote of the confirmed pools after a refused send). */
  route: Route;
  /** The set slippage, percent. */
  slippage: string;
  /** The sold side's make-up (see swapFunding) and the coin's and wrapped token's symbols. */
  sold: { soldAs: SoldAs; token: bigint; coin: bigint; coinSymbol: string; tokenSymbol: string };
  /** The payload of a confirmed route is being built: the button waits. */
  busy: boolean;
  /** Confirmed: the route and the confirmation's call id (the one its preview ran). */
  onConfirm: (route: Route, callId: string) => void;
  onCancel: () => void;
  /** The account, mode and loaded balances: the preview before signing builds the call of the accepted route. */
  sendBase: SendBase | undefined;
}

export default function ConfirmDialog({
  left,
  right,
  decimals,
  route,
  slippage,
  sold,
  busy,
  onConfirm,
  onCancel,
  sendBase,
}: Props) {
  const intl = useIntl();
  const [accepted, setAccepted] = useState<Route>(route);
  const [extremeOk, setExtremeOk] = useState(false);
  const changed = !sameConfirmedRoute(accepted, route);
  const preview = useSwapPreview(sendBase, accepted, route);
  const [sendAnyway, setSendAnyway] = useState(false);
  const fails = previewFails(preview.state.kind === 'loading' ? undefined : preview.state, preview.failure);
  const hops = route.steps.length;
  const labels = Object.fromEntries(
    route.steps.map((s, k) => [s.poolAddress, intl.formatMessage({ id: 'swap.preview.hop' }, { hop: k + 1, hops })]),
  );
  const bill = billOf(route)!;
  const extreme = impactLevel(route.globalPriceImpact) === 'extreme';
  const { left: ld, right: rd } = decimals;
  return (
    <Dialog.Root open onOpenChange={(o) => !o && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.dialog} data-testid="swap-confirm-dialog" aria-describedby={undefined}>
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>{intl.formatMessage({ id: 'swap.confirm.title' })}</Dialog.Title>
            <Dialog.Close className={dialog.close} aria-label={intl.formatMessage({ id: 'swap.close' })}>
              ×
            </Dialog.Close>
          </div>
          <dl className={styles.bill}>
            <div className={styles.billRow}>
              <dt>{intl.formatMessage({ id: 'swap.confirm.spend' })}</dt>
              <dd data-testid="swap-confirm-spend" data-sold-as={sold.soldAs}>
                {sold.soldAs === 'coinAndToken'
                  ? intl.formatMessage(
                      { id: 'swap.confirm.coinAndToken' },
                      {
                        coin: `${exact(sold.coin.toString(), ld)} ${sold.coinSymbol}`,
                        token: `${exact(sold.token.toString(), ld)} ${sold.tokenSymbol}`,
                      },
                    )
                  : `${exact(bill.spent, ld)} ${sold.soldAs === 'coin' ? sold.coinSymbol : left.combined ? sold.tokenSymbol : left.symbol}`}
              </dd>
            </div>
            <div className={styles.billRow}>
              <dt>{intl.formatMessage({ id: 'swap.confirm.receive' })}</dt>
              <dd data-testid="swap-confirm-receive">
                {exact(bill.expected, rd)} {right.symbol}
              </dd>
            </div>
            <div className={styles.billRow}>
              <dt>{intl.formatMessage({ id: 'swap.bill.minReceived' })}</dt>
              <dd
                data-testid="swap-confirm-min"
                data-units={bill.minExpected}
                data-pools={route.steps.map((s) => s.poolAddress).join(',')}
              >
                {exact(bill.minExpected, rd)} {right.symbol}
              </dd>
            </div>
            <SlippageRow percent={slippage} steps={route.steps.length} testId="swap-confirm-slippage" />
          </dl>
          <PreviewPanel
            state={preview.state}
            actionFailure={preview.failure}
            labels={labels}
            acknowledged={sendAnyway}
            onAcknowledge={setSendAnyway}
          />
          {route.lowLiquidity && <LowLiquidityNotice testId="swap-confirm-low-liquidity" />}
          {changed && (
            <div className={styles.warning} role="alert" data-testid="swap-rate-changed">
              <p>{intl.formatMessage({ id: 'swap.confirm.rateChanged' })}</p>
              <Button onClick={() => setAccepted(route)} data-testid="swap-rate-accept">
                {intl.formatMessage({ id: 'swap.confirm.acceptRate' })}
              </Button>
            </div>
          )}
          {extreme && (
            <label className={styles.warning}>
              <input
                type="checkbox"
                checked={extremeOk}
                onChange={(e) => setExtremeOk(e.target.checked)}
                data-testid="swap-impact-ack"
              />{' '}
              {intl.formatMessage({ id: 'swap.confirm.highImpact' })}
            </label>
          )}
          <Button
            variant="primary"
            className={styles.submit}
            disabled={busy || changed || (extreme && !extremeOk) || (fails && !sendAnyway)}
            aria-busy={busy}
            onClick={() => onConfirm(route, preview.callId)}
            data-testid="swap-confirm"
          >
            {intl.formatMessage({ id: 'swap.confirm.button' })}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
