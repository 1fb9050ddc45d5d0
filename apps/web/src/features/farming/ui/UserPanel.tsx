import type { FarmingPool } from '@tycho/api';
import { FormattedMessage } from 'react-intl';
import { Amount } from '@/shared/ui/Amount';
import { Button } from '@/shared/ui/Button';
import styles from '@/shared/ui/page.module.css';
import { Stat } from '@/shared/ui/Stat';
import own from './farming.module.css';
import type { FarmUserAction } from '../logic/farmToast';
import { withdrawAlsoPays } from '../logic/farmView';
import { AmountForm } from '@/shared/rewardAdmin/AmountForm';

/**
 * The connected user's own position: LP deposited and in the wallet, deposit, withdraw and claim (claim pays what
 * vested, debt included). An ended pool takes no deposits.
 */
export function UserPanel(props: {
  pool: FarmingPool;
  lpBalance: bigint;
  decimals: number;
  pending: boolean;
  onAction: (action: FarmUserAction) => void;
}) {
  const { pool, lpBalance, decimals, pending, onAction } = props;
  const deposited = BigInt(pool.user_info?.amount ?? '0');
  const claimable = (pool.user_info?.unclaimed ?? []).some((u) => BigInt(u) > 0n);
  // a withdraw pays the claimable reward too: said before signing
  const paidToo = withdrawAlsoPays(pool);
  return (
    <section className={styles.section} data-testid="farm-position">
      <h2>
        <FormattedMessage id="farm.position" />
      </h2>
      <dl className={`${styles.stats} ${own.position}`}>
        {/* as the app shows amounts: a few significant digits, the exact amount on hover and focus */}
        <Stat
          label="farm.depositedLabel"
          value={<Amount units={deposited} decimals={decimals} />}
          testId="farm-deposited"
        />
        <Stat
          label="farm.walletLabel"
          value={<Amount units={lpBalance} decimals={decimals} />}
          testId="farm-wallet-lp"
        />
      </dl>
      <div>
        <Button
          variant="primary"
          onClick={() => onAction({ type: 'claim' })}
          disabled={pending || !claimable}
          data-testid="farm-claim"
        >
          <FormattedMessage id="farm.claim" />
        </Button>
      </div>
      {pool.state !== 'ended' ? (
        <AmountForm
          title="farm.deposit"
          max={lpBalance}
          maxLabel="farm.walletBalance"
          decimals={decimals}
          submit="farm.deposit"
          pending={pending}
          onSubmit={(amount) => onAction({ type: 'deposit', amount })}
          testId="farm-deposit"
        />
      ) : null}
      <AmountForm
        title="farm.withdraw"
        max={deposited}
        maxLabel="farm.depositedMax"
        decimals={decimals}
        submit="farm.withdraw"
        pending={pending}
        onSubmit={(amount) => onAction({ type: 'withdraw', amount })}
        testId="farm-withdraw"
        note={
          deposited > 0n ? (
            <FormattedMessage
              id={paidToo ? 'farm.withdrawClaims' : 'farm.withdrawClaimsNone'}
              values={{ rewards: paidToo }}
            />
          ) : undefined
        }
      />
    </section>
  );
}
