import { useState } from 'react';
import type { FarmingPool } from '@tycho/api';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { DateText } from '@/shared/ui/DateText';
import styles from '@/shared/ui/page.module.css';
import type { FarmOwnerAction } from '../logic/farmToast';
import { FARM_BALANCE_KEY } from '../hooks/useFarmChain';
import { earliestChange, withdrawAllFrom } from '../logic/farmView';
import { latestBound } from '@/shared/rewardAdmin/dateTimePicker';
import { RewardDepositForm } from '@/shared/rewardAdmin/RewardDepositForm';
import { RoundForm } from '@/shared/rewardAdmin/RoundForm';
import { SetEndForm } from '@/shared/rewardAdmin/SetEndForm';

interface Props {
  pool: FarmingPool;
  owner: string;
  now: number;
  pending: boolean;
  onAction: (action: FarmOwnerAction) => void;
}

/** The earliest a new round or the end may be, with why: the chain's now or the last round's start. */
const changeBound = (pool: FarmingPool, now: number) =>
  latestBound(
    { seconds: now, why: 'now' },
    { seconds: pool.pool_info.rounds_info.at(-1)?.start_time ?? 0, why: 'round' },
  );

/** A reward token's deposit from the owner's wallet: the pool is private until the full reward is in. */
function RewardDeposit({ pool, owner, pending, onAction }: Props) {
  const intl = useIntl();
  const [k, setK] = useState(0);
  const token = pool.reward_token_root_info[k]!;
  return (
    <div data-testid="farm-admin-reward">
      <label>
        <FormattedMessage id="farmAdmin.rewardToken" />{' '}
        <select value={k} onChange={(e) => setK(Number(e.target.value))} data-testid="farm-admin-reward-token">
          {pool.reward_token_root_info.map((t, i) => (
            <option key={t.reward_root_address} value={i}>
              {t.reward_currency || intl.formatMessage({ id: 'farmAdmin.tokenN' }, { n: i + 1 })}
            </option>
          ))}
        </select>
      </label>
      <RewardDepositForm
        key={k}
        balanceKey={FARM_BALANCE_KEY}
        root={token.reward_root_address}
        owner={owner}
        decimals={token.reward_scale}
        messages={{
          title: 'farmAdmin.depositReward',
          maxLabel: 'farm.walletBalance',
          submit: 'farmAdmin.depositReward',
          loading: 'farm.loading',
        }}
        pending={pending}
        onSubmit={(amount) => onAction({ type: 'rewardDeposit', root: token.reward_root_address, amount })}
        testId="farm-admin-deposit"
      />
    </div>
  );
}

/** A new speed from a start (a reward round): not offered once the end is set. */
function ChangeSpeed({ pool, now, pending, onAction }: Props) {
  return (
    <RoundForm
      messages={{
        title: 'farmAdmin.speed',
        start: 'farmAdmin.speedStart',
        speedOf: 'farmAdmin.speedOf',
        submit: 'farmAdmin.speedSubmit',
      }}
      testId="farm-admin-speed"
      speedTestId="farm-admin-speed-value"
      tokens={pool.reward_token_root_info.map((t) => ({
        key: t.reward_root_address,
        symbol: t.reward_currency,
        decimals: t.reward_scale,
      }))}
      earliestTime={earliestChange(pool, now)}
      earliest={changeBound(pool, now)}
      chainNow={now}
      pending={pending}
      onSubmit={(round) => onAction({ type: 'addRound', ...round })}
    />
  );
}

/** The end: once, irreversible, said before the owner confirms. */
function SetEnd({ pool, now, pending, onAction }: Props) {
  return (
    <SetEndForm
      messages={{
        title: 'farmAdmin.end',
        warning: 'farmAdmin.endWarning',
        at: 'farmAdmin.endAt',
        sure: 'farmAdmin.endSure',
        submit: 'farmAdmin.endSubmit',
      }}
      testId="farm-admin-end"
      earliestTime={earliestChange(pool, now)}
      earliest={changeBound(pool, now)}
      chainNow={now}
      pending={pending}
      onSubmit={(end) => onAction({ type: 'setEnd', end })}
    />
  );
}

/** The owner's controls (spec 6): reward deposit, speed, end (close), and the reward withdrawal after the locks. */
export function AdminPanel(props: Props) {
  const { pool, now, pending, onAction } = props;
  const from = withdrawAllFrom(pool);
  return (
    <section className={styles.section} data-testid="farm-admin">
      <h2>
        <FormattedMessage id="farmAdmin.title" />
      </h2>
      <RewardDeposit {...props} />
      {pool.farm_end_time === undefined ? (
        <>
          <ChangeSpeed {...props} />
          <SetEnd {...props} />
        </>
      ) : (
        <p data-testid="farm-admin-closed">
          <FormattedMessage id="farmAdmin.closed" values={{ date: <DateText seconds={pool.farm_end_time} /> }} />
        </p>
      )}
      <h3>
        <FormattedMessage id="farmAdmin.withdrawAll" />
      </h3>
      <p data-testid="farm-admin-withdraw-note">
        {from === undefined ? (
          <FormattedMessage id="farmAdmin.withdrawAllNoEnd" />
        ) : (
          <FormattedMessage id="farmAdmin.withdrawAllFrom" values={{ date: <DateText seconds={from} /> }} />
        )}
      </p>
      <Button
        onClick={() => onAction({ type: 'withdrawAll' })}
        disabled={pending || from === undefined || now < from}
        data-testid="farm-admin-withdraw-all"
      >
        <FormattedMessage id="farmAdmin.withdrawAll" />
      </Button>
    </section>
  );
}
