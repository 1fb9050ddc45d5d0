import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WalletState } from '@/shared/chain';
import { useCopyAddress } from '../hooks/useWalletActions';
import { AccountSummary } from './AccountSummary';
import { RecentActivity } from './RecentActivity';
import styles from './wallet.module.css';

interface WalletMenuProps {
  state: WalletState;
  onDisconnect: () => void;
}

/** Connected account button with a menu: full address, copy, recent activity, disconnect. */
export default function WalletMenu({ state, onDisconnect }: WalletMenuProps) {
  const intl = useIntl();
  const address = state.account?.address ?? '';

  const copy = useCopyAddress(address);

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.trigger} data-testid="wallet-button">
        <AccountSummary state={state} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          align="end"
          sideOffset={8}
          aria-label={intl.formatMessage({ id: 'wallet.menu.label' })}
        >
          <DropdownMenu.Label className={styles.menuLabel}>
            <FormattedMessage id="wallet.menu.title" />
          </DropdownMenu.Label>
          <p className={styles.fullAddress} data-testid="wallet-full-address">
            {address}
          </p>
          <DropdownMenu.Item className={styles.menuItem} onSelect={copy} data-testid="wallet-copy">
            <FormattedMessage id="wallet.menu.copy" />
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={styles.separator} />
          <RecentActivity />
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.menuItem} onSelect={onDisconnect} data-testid="wallet-disconnect">
            <FormattedMessage id="wallet.menu.disconnect" />
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
