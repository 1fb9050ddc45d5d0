import { FormattedMessage } from 'react-intl';
import { formatAmount, formatDate } from '@/shared/lib/format';
import list from '@/shared/ui/list.module.css';
import styles from '@/shared/ui/page.module.css';
import type { RewardRow } from '../logic/vesting';

const DASH = '—';

/**
 * Per reward token: the gauge's vesting terms and, with a position, the user's claimable (unlocked) and vesting
 * (locked) reward and when the vesting ends (reference farming-gauges.md §2.5).
 */
export function RewardVesting({ rows, withUser }: { rows: RewardRow[]; withUser: boolean }) {
  const amount = (v: bigint, decimals: number | null) => (decimals === null ? DASH : formatAmount(v, decimals));
  return (
    <section className={styles.section} aria-labelledby="gauge-vesting-title" data-testid="gauge-vesting">
      <h2 id="gauge-vesting-title">
        <FormattedMessage id="gauge.vesting.title" />
      </h2>
      <p className={styles.subtitle}>
        <FormattedMessage id="gauge.vesting.note" />
      </p>
      <div className={list.scroll}>
        <table className={list.table}>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="gauge.vesting.token" />
              </th>
              <th scope="col">
                <FormattedMessage id="gauge.vesting.terms" />
              </th>
              {withUser ? (
                <>
                  <th scope="col">
                    <FormattedMessage id="gauge.vesting.unlocked" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="gauge.vesting.locked" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="gauge.vesting.end" />
                  </th>
                </>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i} data-testid="gauge-vesting-row" data-token={r.symbol}>
                <th scope="row">{r.symbol || DASH}</th>
                <td data-testid="gauge-vesting-terms">
                  {r.terms ? (
                    <FormattedMessage id="gauge.vesting.termsValue" values={r.terms} />
                  ) : (
                    <FormattedMessage id="gauge.vesting.none" />
                  )}
                </td>
                {withUser ? (
                  <>
                    <td data-testid="gauge-vesting-unlocked" data-units={String(r.unlocked)}>
                      {amount(r.unlocked, r.decimals)}
                    </td>
                    <td data-testid="gauge-vesting-locked" data-units={String(r.locked)}>
                      {amount(r.locked, r.decimals)}
                    </td>
                    <td data-testid="gauge-vesting-end" data-time={r.vestingEnd ?? undefined}>
                      {r.vestingEnd === null ? DASH : formatDate(r.vestingEnd * 1000)}
                    </td>
                  </>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
