import { FormattedMessage } from 'react-intl';
import type { WalletState } from '@/shared/chain';
import { config } from '@/shared/config';
import { shortenAddress } from '@/shared/lib/address';
import { formatAmount } from '@/shared/lib/format';
import { Spinner } from '@/shared/ui/Spinner';
import styles from './wallet.module.css';

/** Balance and short address, shown inside the wallet button. */
export function AccountSummary({ state }: { state: WalletState }) {
  const { symbol, decimals } = config.nativeCoin;
  return (
    <span className={styles.summary}>
      <span className={styles.balance} data-testid="wallet-balance">
        {state.balance === undefined ? (
          <>
            <Spinner /> <FormattedMessage id="wallet.balanceLoading" />
          </>
        ) : (
          <FormattedMessage id="wallet.balance" values={{ amount: formatAmount(state.balance, decimals), symbol }} />
        )}
      </span>
      <span className={styles.address} data-testid="wallet-address">
        {shortenAddress(state.account?.address ?? '')}
      </span>
    </span>
  );
}
