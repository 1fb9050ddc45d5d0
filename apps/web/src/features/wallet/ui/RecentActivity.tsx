import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { transactionUrl } from '@/shared/lib/explorer';
import { formatRelativeTime } from '@/shared/lib/format';
import { Spinner } from '@/shared/ui/Spinner';
import { useActivity } from '../hooks/useActivity';
import { activityRows, type ActivityRowView } from '../logic/activityView';
import styles from './activity.module.css';

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
            {activityRows(entries, now).map((row) => (
              <ActivityRow key={row.id} row={row} now={now} />
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

function ActivityRow({ row, now }: { row: ActivityRowView; now: number }) {
  const intl = useIntl();
  return (
    <li className={styles.entry} data-testid="wallet-activity-entry" data-state={row.state}>
      <div className={styles.head}>
        <span className={`${styles.state} ${styles[row.state]}`} data-testid="wallet-activity-state">
          {row.state === 'pending' && <Spinner />}
          <FormattedMessage id={`wallet.activity.state.${row.state}`} />
        </span>
        <time className={styles.time} dateTime={new Date(row.at).toISOString()}>
          {formatRelativeTime(row.agoFrom, intl.locale, now)}
        </time>
      </div>
      <p className={styles.text} data-testid="wallet-activity-title">
        {row.title}
      </p>
      {row.result && (
        <p className={styles.result} data-testid="wallet-activity-result">
          {row.result}
        </p>
      )}
      {row.hash && (
        <DropdownMenu.Item asChild className={styles.link}>
          <a href={transactionUrl(row.hash)} target="_blank" rel="noreferrer" data-testid="wallet-activity-link">
            <FormattedMessage id="toast.viewTransaction" />
          </a>
        </DropdownMenu.Item>
      )}
    </li>
  );
}
