import { FormattedMessage } from 'react-intl';
import type { WalletState } from '@/shared/chain';
import { config } from '@/shared/config';
import { shortenAddress } from '@/shared/lib/address';
import { Amount } from '@/shared/ui/Amount';
import { Spinner } from '@/shared/ui/Spinner';
import styles from './wallet.module.css';

/** Balance and short address, shown inside the wallet button (the exact balance on its hover and focus). */
export function AccountSummary({ state }: { state: WalletState }) {
  const { symbol, decimals } = config.nativeCoin;
  return (
    <span className={styles.summary}>
      <span className={styles.balance} data-testid="wallet-balance">
        {state.balance === undefined ? (
          <>
            <Spinner />{' '}
            {/* the spinner alone, its words for screen readers: the button keeps its width while the balance loads */}
            <span className="visually-hidden">
              <FormattedMessage id="wallet.balanceLoading" />
            </span>
          </>
        ) : (
          <FormattedMessage
            id="wallet.balance"
            values={{ amount: <Amount units={state.balance} decimals={decimals} inControl />, symbol }}
          />
        )}
      </span>
      <span className={styles.address} data-testid="wallet-address">
        {shortenAddress(state.account?.address ?? '')}
      </span>
    </span>
  );
}
