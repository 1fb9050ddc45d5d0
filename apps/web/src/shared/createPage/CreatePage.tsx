import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useWallet } from '@/shared/chain';
import styles from '@/shared/ui/page.module.css';
import { WalletGate } from '@/shared/ui/WalletGate';

/**
 * A creation page's shell (a farm, a gauge): its title and subtitle, then a connect card without a wallet, else the
 * form (`children`). Kept out of the shared `ui` chunk (vite.config.ts `SHARED_UI`): only the two creation screens
 * load it, in the chunk they already share.
 */
export function CreatePage({
  messages,
  testId,
  children,
}: {
  /** Message ids of the title, the subtitle and the connect card's title and note. */
  messages: { title: string; subtitle: string; connectTitle: string; connectNote: string };
  /** The page's test id prefix (`-page`, `-connect`). */
  testId: string;
  children: ReactNode;
}) {
  const wallet = useWallet();
  return (
    <div className={styles.page} data-testid={`${testId}-page`}>
      <h1 className={styles.title}>
        <FormattedMessage id={messages.title} />
      </h1>
      <p className={styles.subtitle}>
        <FormattedMessage id={messages.subtitle} />
      </p>
      <WalletGate
        status={wallet.status}
        title={<FormattedMessage id={messages.connectTitle} />}
        note={<FormattedMessage id={messages.connectNote} />}
        testId={`${testId}-connect`}
      >
        {children}
      </WalletGate>
    </div>
  );
}
