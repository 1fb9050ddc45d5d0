import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount, formatDate } from '@/shared/lib/format';
import { CardRow } from '@/shared/ui/Cards';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import type { RewardRow } from '../logic/vesting';

const DASH = '—';

/**
 * Per reward token, one card (it fits a 320 px screen as well as a wide one): the gauge's vesting terms and, with a
 * position, the user's claimable (unlocked) and vesting (locked) reward and when the vesting ends (reference
 * farming-gauges.md §2.5).
 */
export function RewardVesting({ rows, withUser }: { rows: RewardRow[]; withUser: boolean }) {
  const { locale } = useIntl();
  const amount = (v: bigint, decimals: number | null) => (decimals === null ? DASH : formatAmount(v, decimals));
  return (
    <section className={styles.section} aria-labelledby="gauge-vesting-title" data-testid="gauge-vesting">
      <h2 id="gauge-vesting-title">
        <FormattedMessage id="gauge.vesting.title" />
      </h2>
      <p className={styles.subtitle}>
        <FormattedMessage id="gauge.vesting.note" />
      </p>
      <ul className={list.cards}>
        {rows.map((r, i) => (
          <li key={i} className={list.card} data-testid="gauge-vesting-row" data-token={r.symbol}>
            <div className={list.cardRow}>
              <span className={styles.symbol}>{r.symbol || DASH}</span>
            </div>
            <CardRow label="gauge.vesting.terms" testId="gauge-vesting-terms">
              {r.terms ? (
                <FormattedMessage id="gauge.vesting.termsValue" values={r.terms} />
              ) : (
                <FormattedMessage id="gauge.vesting.none" />
              )}
            </CardRow>
            {withUser ? (
              <>
                <CardRow label="gauge.vesting.unlocked">
                  <span data-testid="gauge-vesting-unlocked" data-units={String(r.unlocked)}>
                    {amount(r.unlocked, r.decimals)}
                  </span>
                </CardRow>
                <CardRow label="gauge.vesting.locked">
                  <span data-testid="gauge-vesting-locked" data-units={String(r.locked)}>
                    {amount(r.locked, r.decimals)}
                  </span>
                </CardRow>
                <CardRow label="gauge.vesting.end">
                  <span data-testid="gauge-vesting-end" data-time={r.vestingEnd ?? undefined}>
                    {r.vestingEnd === null ? DASH : formatDate(r.vestingEnd * 1000, locale)}
                  </span>
                </CardRow>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
