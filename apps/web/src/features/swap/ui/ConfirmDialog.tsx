/**
 * Confirm swap popup (lazy). Plain and combined variants: the sold side is labelled the token, the coin or coin
 * plus token (spec 4.4). Closing cancels; a changed rate must be accepted first; a price impact above 15 % must be
 * acknowledged.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../../../shared/lib/format';
import { Button } from '../../../shared/ui';
import type { SwapToken } from '../hooks/useSwap';
import { impactLevel, rateChanged, type SoldAs } from '../logic/swapLogic';
import dialog from '../../../shared/ui/dialog.module.css';
import styles from './swap.module.css';

type Bill = { spent: string; expected: string; minExpected: string };

/** The popup shows exact amounts (every decimal, no K/M abbreviation): this is what the user signs. */
const exact = (units: string, decimals: number) => formatAmount(units, decimals, { abbreviate: false, precision: 80 });

interface Props {
  left: SwapToken;
  right: SwapToken;
  bill: Bill;
  priceImpact: string;
  /** The sold side's make-up (see soldParts) and the coin's and wrapped token's symbols. */
  sold: { soldAs: SoldAs; token: bigint; coin: bigint; coinSymbol: string; tokenSymbol: string };
  onConfirm: () => void;
  onCancel: () => void;
}

export default function ConfirmDialog({ left, right, bill, priceImpact, sold, onConfirm, onCancel }: Props) {
  const intl = useIntl();
  const [accepted, setAccepted] = useState<Bill>(bill);
  const [extremeOk, setExtremeOk] = useState(false);
  const changed = rateChanged(accepted, bill);
  const extreme = impactLevel(priceImpact) === 'extreme';
  const ld = left.decimals ?? 18;
  const rd = right.decimals ?? 18;
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
              <dd>
                {exact(bill.minExpected, rd)} {right.symbol}
              </dd>
            </div>
          </dl>
          {changed && (
            <div className={styles.warning} role="alert" data-testid="swap-rate-changed">
              <p>{intl.formatMessage({ id: 'swap.confirm.rateChanged' })}</p>
              <Button onClick={() => setAccepted(bill)} data-testid="swap-rate-accept">
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
            disabled={changed || (extreme && !extremeOk)}
            onClick={onConfirm}
            data-testid="swap-confirm"
          >
            {intl.formatMessage({ id: 'swap.confirm.button' })}
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
