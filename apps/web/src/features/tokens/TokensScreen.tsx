import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import txStyles from '@/shared/ui/transactions/transactions.module.css';
import styles from '@/shared/ui/page.module.css';
import { TokensList } from './ui/TokensList';
import type { TokensTab } from './logic/tokensListState';
import { favouriteTokens, useFavourites } from '@/shared/favourites';
import { Tabs } from '@/shared/ui/Tabs';
import { WalletGate } from '@/shared/ui/WalletGate';

const TABS: readonly TokensTab[] = ['all', 'watchlist'];

/** `/tokens`: all tokens or the connected wallet's watchlist. */
export default function TokensScreen() {
  const intl = useIntl();
  const [tab, setTab] = useState<TokensTab>('all');
  const watch = useFavourites(favouriteTokens);
  return (
    <div className={styles.page} data-testid="tokens-page">
      <h1 className={styles.title}>
        <FormattedMessage id="tokens.title" />
      </h1>
      <p className={styles.subtitle}>
        <FormattedMessage id="tokens.subtitle" />
      </p>
      <Tabs
        value={tab}
        onValueChange={setTab}
        label={intl.formatMessage({ id: 'tokens.tabs.label' })}
        items={TABS.map((t) => ({
          value: t,
          label: <FormattedMessage id={t === 'all' ? 'tokens.tabs.all' : 'tokens.tabs.watchlist'} />,
          testId: `tokens-tab-${t}`,
        }))}
        listClassName={txStyles.tabs}
        tabClassName={txStyles.tab}
        panelClassName={styles.panel}
      >
        {(t) =>
          t === 'all' ? (
            <TokensList tab="all" />
          ) : (
            <WalletGate
              status={watch.walletStatus}
              testId="watchlist-connect"
              title={<FormattedMessage id="tokens.watchlist.connect.title" />}
              note={<FormattedMessage id="tokens.watchlist.connect.note" />}
            >
              <TokensList key={watch.wallet} tab="watchlist" />
            </WalletGate>
          )
        }
      </Tabs>
    </div>
  );
}
