import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { transactionUrl } from '@/shared/lib/explorer';
import { formatRelativeTime } from '@/shared/lib/format';
import { Spinner } from '@/shared/ui/Spinner';
import type { ActivityEntry } from '@/shared/ui/toasts/activity';
import { useActivity } from '../hooks/useActivity';
import styles from './activity.module.css';

/** How many entries the menu lists (the store keeps more). */
const SHOWN = 20;

/**
 * The wallet menu's recent activity (issue 39): every action this browser sent with this wallet, newest first, with
 * its state, its texts (what was sent, what came of it, amounts included), when, and its transaction as a menu item
 * (a link), kept across reloads.
 */
export function RecentActivity() {
  const { entries, clear } = useActivity();
  // the menu's content mounts each time it opens: the times are "ago" from the opening
  const [now] = useState(() => Date.now());
  return (
    <DropdownMenu.Group aria-labelledby="wallet-activity-title" data-testid="wallet-activity">
      <DropdownMenu.Label className={styles.title} id="wallet-activity-title">
        <FormattedMessage id="wallet.activity.title" />
      </DropdownMenu.Label>
      {entries.length === 0 ? (
        <p className={styles.empty} data-testid="wallet-activity-empty">
          <FormattedMessage id="wallet.activity.empty" />
        </p>
      ) : (
        <>
          <ul className={styles.list}>
            {entries.slice(0, SHOWN).map((entry) => (
              <ActivityRow key={entry.id} entry={entry} now={now} />
            ))}
          </ul>
          <DropdownMenu.Item className={styles.clear} onSelect={clear} data-testid="wallet-activity-clear">
            <FormattedMessage id="wallet.activity.clear" />
          </DropdownMenu.Item>
        </>
      )}
    </DropdownMenu.Group>
  );
}

function ActivityRow({ entry, now }: { entry: ActivityEntry; now: number }) {
  const intl = useIntl();
  const at = entry.endedAt ?? entry.startedAt;
  return (
    <li className={styles.entry} data-testid="wallet-activity-entry" data-state={entry.state}>
      <div className={styles.head}>
        <span className={`${styles.state} ${styles[entry.state]}`} data-testid="wallet-activity-state">
          {entry.state === 'pending' && <Spinner />}
          <FormattedMessage id={`wallet.activity.state.${entry.state}`} />
        </span>
        <time className={styles.time} dateTime={new Date(at).toISOString()}>
          {formatRelativeTime(Math.min(at, now), intl.locale, now)}
        </time>
      </div>
      <p className={styles.text} data-testid="wallet-activity-title">
        {entry.title}
      </p>
      {entry.result && entry.result !== entry.title && (
        <p className={styles.result} data-testid="wallet-activity-result">
          {entry.result}
        </p>
      )}
      {entry.hash && (
        <DropdownMenu.Item asChild className={styles.link}>
          <a href={transactionUrl(entry.hash)} target="_blank" rel="noreferrer" data-testid="wallet-activity-link">
            <FormattedMessage id="toast.viewTransaction" />
          </a>
        </DropdownMenu.Item>
      )}
    </li>
  );
}
