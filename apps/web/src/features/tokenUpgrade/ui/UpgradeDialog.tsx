/**
 * The token-upgrade popup (spec 4.6, lazy): the tokens with their v4 balances and an Upgrade button each; a token
 * being upgraded shows a disabled button with a spinner; an upgraded token leaves the list.
 * The wallet asks for confirmation while the popup stays open, and a wallet's own UI may live in the page (an
 * in-page provider): a modal dialog would hide it from assistive technology and close on a click in it. So the
 * popup is a non-modal dialog over its own backdrop; it closes with ×, Escape or a click on the backdrop.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useIntl } from 'react-intl';
import { config } from '@/shared/config';
import { formatAmount } from '@/shared/lib/format';
import { Amount } from '@/shared/ui/Amount';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { TokenIcon } from '@/shared/ui/TokenIcon';
import type { UpgradeCandidate } from '../logic/upgradeLogic';
import { upgradeButton } from '../logic/upgradeView';
import dialog from '@/shared/ui/dialog.module.css';
import styles from './tokenUpgrade.module.css';

interface Props {
  tokens: readonly UpgradeCandidate[];
  upgrading: ReadonlySet<string>;
  onUpgrade: (token: UpgradeCandidate) => void;
  onClose: () => void;
}

export default function UpgradeDialog({ tokens, upgrading, onUpgrade, onClose }: Props) {
  const intl = useIntl();
  return (
    <Dialog.Root open modal={false} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <div className={dialog.overlay} aria-hidden="true" onClick={onClose} data-testid="token-upgrade-backdrop" />
        <Dialog.Content
          className={`${dialog.dialog} ${dialog.wide}`}
          data-testid="token-upgrade-dialog"
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className={dialog.head}>
            <Dialog.Title className={dialog.title}>
              {intl.formatMessage({ id: 'tokenUpgrade.popup.title' })}
            </Dialog.Title>
            <Dialog.Close className={dialog.close} aria-label={intl.formatMessage({ id: 'tokenUpgrade.popup.close' })}>
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.note}>
            {intl.formatMessage({ id: 'tokenUpgrade.popup.note' }, { coin: config.nativeCoin.symbol })}
          </Dialog.Description>
          <ul className={styles.list}>
            {tokens.map((token) => {
              const busy = upgrading.has(token.rootV4);
              const button = upgradeButton(busy);
              const amount = formatAmount(token.balance, token.decimals);
              return (
                <li
                  key={token.rootV4}
                  className={styles.item}
                  data-testid="token-upgrade-item"
                  data-symbol={token.symbol}
                >
                  <TokenIcon src={token.logoURI} symbol={token.symbol} size={32} />
                  <span className={styles.main}>
                    <span className={styles.symbol}>{token.symbol}</span>
                    <span className={styles.name}>
                      {intl.formatMessage({ id: 'tokenUpgrade.popup.version' }, { name: token.name })}
                    </span>
                  </span>
                  <span className={styles.balance} data-testid="token-upgrade-balance" data-units={token.balance}>
                    <Amount units={token.balance} decimals={token.decimals} />
                  </span>
                  <Button
                    variant="primary"
                    size="sm"
                    disabled={busy}
                    aria-busy={busy}
                    aria-label={intl.formatMessage({ id: button.label }, { symbol: token.symbol, amount })}
                    onClick={() => onUpgrade(token)}
                    data-testid="token-upgrade-button"
                    data-state={button.state}
                  >
                    {intl.formatMessage({ id: button.text })}
                    {busy && <Spinner />}
                  </Button>
                </li>
              );
            })}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
