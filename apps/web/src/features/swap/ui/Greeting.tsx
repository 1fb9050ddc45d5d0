/** The greeting banner for a visitor or an empty wallet (spec 2.2), with a close button remembered in storage. */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { config } from '@/shared/config';
import { hasHint, setHint } from '@/shared/lib/firstScreenHints';
import { localStore } from '../hooks/storage';
import { dismissNotation, notationDismissed } from '../logic/swapStorage';
import styles from './swap.module.css';

export function Greeting({ connected }: { connected: boolean }) {
  const intl = useIntl();
  // the server's first screen knows a closed greeting by its hint; the stored choice stays the source of truth
  const [dismissed, setDismissed] = useState(() =>
    typeof window === 'undefined' ? hasHint('swap-greeting') : notationDismissed(localStore()),
  );
  useEffect(() => setHint('swap-greeting', dismissed), [dismissed]);
  if (dismissed) return null;
  return (
    <section className={styles.greeting} data-testid="swap-greeting" aria-labelledby="swap-greeting-title">
      <div className={styles.greetingHead}>
        <h2 id="swap-greeting-title" className={styles.greetingTitle}>
          <FormattedMessage id="swap.greeting.title" />
        </h2>
        <button
          type="button"
          className={styles.greetingClose}
          data-testid="swap-greeting-dismiss"
          aria-label={intl.formatMessage({ id: 'swap.greeting.dismiss' })}
          onClick={() => {
            dismissNotation(localStore());
            setDismissed(true);
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <p className={styles.greetingText}>
        <FormattedMessage
          id={connected ? 'swap.greeting.empty' : 'swap.greeting.visitor'}
          values={{ coin: config.nativeCoin.symbol }}
        />
      </p>
    </section>
  );
}
