import { FormattedMessage, useIntl } from 'react-intl';
import { shortenAddress } from '@/shared/lib/address';
import { formatAmount } from '@/shared/lib/format';
import page from '@/shared/ui/page.module.css';
import list from '@/shared/ui/list.module.css';
import { Stat } from '@/shared/ui/Stat';
import type { GovernanceProposal } from '../api/proposalsApi';
import { isValidUrl } from '../logic/form';
import { hoursMinutes } from '../logic/proposal';
import { NATIVE_DECIMALS, tonActionView } from '../logic/actions';
import { config } from '@/shared/config';
import styles from './proposals.module.css';
import { AccountLink } from './parts';

function Address({ label, address, testId }: { label: string; address: string; testId: string }) {
  return (
    <div data-testid={testId} data-address={address}>
      <dt className={styles.muted}>
        <FormattedMessage id={label} />
      </dt>
      <dd>
        <AccountLink address={address} />
      </dd>
    </div>
  );
}

/**
 * The periods in hours and minutes as stat cards, the addresses, the discussion link (a link only when it is a valid
 * URL) and the actions: a candidate action as "Add candidate X" / "Remove candidate X", any other as its value and
 * target.
 */
export function Sidebar({
  proposal: p,
  link,
  labels,
}: {
  proposal: GovernanceProposal;
  link: string;
  /** The candidate actions' gauges, address → name (their pools' symbols). */
  labels?: ReadonlyMap<string, string>;
}) {
  const intl = useIntl();
  return (
    <aside className={`${page.section} ${styles.sidebar}`} data-testid="proposal-sidebar">
      <h2 className={page.sectionTitle}>
        <FormattedMessage id="proposals.details" />
      </h2>
      <dl className={`${page.stats} ${styles.periods}`} data-testid="proposal-periods">
        {(
          [
            ['proposals.period.votingDelay', p.votingDelay, 'proposal-voting-delay'],
            ['proposals.period.votingPeriod', p.endTime - p.startTime, 'proposal-voting-period'],
            ['proposals.period.timeLock', p.timeLock, 'proposal-time-lock'],
            ['proposals.period.gracePeriod', p.gracePeriod, 'proposal-grace-period'],
          ] as const
        ).map(([label, seconds, testId]) => (
          <Stat
            key={testId}
            label={label}
            testId={testId}
            value={intl.formatMessage({ id: 'proposals.hoursMinutes' }, hoursMinutes(seconds))}
          />
        ))}
      </dl>
      <dl className={styles.sideList}>
        <Address label="proposals.proposer" address={p.proposer} testId="proposal-sidebar-proposer" />
        <Address label="proposals.address" address={p.proposalAddress} testId="proposal-address" />
        {link ? (
          <div data-testid="proposal-discussion">
            <dt className={styles.muted}>
              <FormattedMessage id="proposals.form.link" />
            </dt>
            <dd>
              {isValidUrl(link) ? (
                <a href={link} className={list.link} target="_blank" rel="noopener noreferrer nofollow ugc">
                  {link}
                </a>
              ) : (
                link
              )}
            </dd>
          </div>
        ) : null}
      </dl>
      <h3 className={styles.muted}>
        <FormattedMessage id="proposals.actions" />
      </h3>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="proposal-actions-list">
        {p.actions.tonActions.map((a, i) => {
          const view = tonActionView(a);
          return (
            <li key={`t${i}`} className={styles.actionRow} data-testid="proposal-ton-action" data-kind={view.kind}>
              {view.kind === 'transfer' ? (
                <FormattedMessage
                  id="proposals.action.summary.ton"
                  values={{
                    n: i + 1,
                    target: shortenAddress(view.target),
                    value: formatAmount(view.value, NATIVE_DECIMALS),
                    coin: config.nativeCoin.symbol,
                  }}
                />
              ) : (
                <FormattedMessage
                  id={`proposals.action.summary.${view.kind}`}
                  values={{
                    n: i + 1,
                    gauge: (
                      <span title={view.gauge} data-testid="proposal-action-gauge-name">
                        {labels?.get(view.gauge) ?? shortenAddress(view.gauge)}
                      </span>
                    ),
                  }}
                />
              )}
            </li>
          );
        })}
        {p.actions.ethActions.map((a, i) => (
          <li key={`e${i}`} className={styles.actionRow} data-testid="proposal-eth-action">
            <FormattedMessage
              id="proposals.action.summary.eth"
              values={{ n: i + 1, target: shortenAddress(a.target), value: a.value }}
            />
          </li>
        ))}
      </ul>
    </aside>
  );
}
