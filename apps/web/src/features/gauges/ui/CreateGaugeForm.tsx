import { config } from '@/shared/config';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { TokenField } from '@/shared/tokenPicker/TokenField';
import { useTokenList } from '@/shared/tokens';
import { Button } from '@/shared/ui/Button';
import styles from '@/shared/ui/page.module.css';
import {
  checkCreateGauge,
  emptyCreateGaugeForm,
  MAX_LOCK_DAYS,
  MAX_VESTING_DAYS,
  noVesting,
  WITHDRAW_ALL_LOCK_DAYS,
  type DeployGaugeParams,
  type RewardVestingForm,
} from '../logic/createGauge';

export interface CreateGaugeFormProps {
  qubeRoot: string | undefined;
  pending: boolean;
  onCreate: (params: DeployGaugeParams) => void;
}

/**
 * Deposit token, boost activation with max boost and max lock (days, with its range), extra reward tokens, each with
 * its vesting (period in days and the vesting share in percent; both 0: paid at once).
 */
export function CreateGaugeForm({ qubeRoot, pending, onCreate }: CreateGaugeFormProps) {
  const intl = useIntl();
  const [form, setForm] = useState(emptyCreateGaugeForm);
  const [touched, setTouched] = useState(false);
  const tokenList = useTokenList();
  const { problems, params } = checkCreateGauge(form, qubeRoot);
  const set = (patch: Partial<typeof form>) => {
    setTouched(true);
    setForm((f) => ({ ...f, ...patch }));
  };
  return (
    <form
      className={styles.section}
      data-testid="gauge-create-form"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (params) onCreate(params);
      }}
    >
      <TokenField
        label={intl.formatMessage({ id: 'gaugeCreate.depositRoot' })}
        labelShown
        root={form.depositRoot}
        list={tokenList}
        lpTokens
        onSelect={(depositRoot) => set({ depositRoot })}
        testId="gauge-create-deposit"
      />
      <label>
        <input
          type="checkbox"
          checked={form.boost}
          onChange={(e) => set({ boost: e.target.checked })}
          data-testid="gauge-create-boost"
        />{' '}
        <FormattedMessage id="gaugeCreate.boost" />
      </label>
      {form.boost ? (
        <>
          <label>
            <FormattedMessage id="gaugeCreate.maxBoost" />{' '}
            <input
              inputMode="decimal"
              value={form.maxBoostText}
              onChange={(e) => set({ maxBoostText: e.target.value })}
              data-testid="gauge-create-max-boost"
            />
          </label>
          <label>
            <FormattedMessage id="gaugeCreate.maxLock" />{' '}
            <input
              inputMode="numeric"
              value={form.maxLockDaysText}
              onChange={(e) => set({ maxLockDaysText: e.target.value })}
              data-testid="gauge-create-max-lock"
            />
          </label>
          <p className={styles.subtitle}>
            <FormattedMessage id="gaugeCreate.lockRange" values={{ min: 1, max: MAX_LOCK_DAYS }} />
          </p>
        </>
      ) : null}
      <fieldset>
        <legend>
          <FormattedMessage id="gaugeCreate.rewards" />
        </legend>
        <p className={styles.subtitle}>
          <FormattedMessage id="gaugeCreate.rewardsNote" />
        </p>
        {form.rewardRoots.map((root, i) => {
          const vesting = form.rewardVesting?.[i] ?? noVesting();
          const setVesting = (patch: Partial<RewardVestingForm>) =>
            set({
              rewardVesting: form.rewardRoots.map((_, j) => {
                const v = form.rewardVesting?.[j] ?? noVesting();
                return j === i ? { ...v, ...patch } : v;
              }),
            });
          return (
            <div key={i} data-testid="gauge-create-reward-row">
              <TokenField
                label={intl.formatMessage({ id: 'gaugeCreate.rewardRoot' }, { n: i + 1 })}
                root={root}
                list={tokenList}
                onSelect={(picked) => set({ rewardRoots: form.rewardRoots.map((r, j) => (j === i ? picked : r)) })}
                testId="gauge-create-reward"
              />{' '}
              <label>
                <FormattedMessage id="gaugeCreate.vestingDays" />{' '}
                <input
                  inputMode="numeric"
                  size={6}
                  value={vesting.daysText}
                  onChange={(e) => setVesting({ daysText: e.target.value })}
                  data-testid="gauge-create-vesting-days"
                />{' '}
                <span className={styles.subtitle} data-testid="gauge-create-vesting-seconds">
                  <FormattedMessage
                    id="gaugeCreate.vestingSeconds"
                    values={{ seconds: /^\d+$/.test(vesting.daysText) ? Number(vesting.daysText) * 86_400 : 0 }}
                  />
                </span>
              </label>{' '}
              <label>
                <FormattedMessage id="gaugeCreate.vestingPercent" />{' '}
                <input
                  inputMode="decimal"
                  size={5}
                  value={vesting.percentText}
                  onChange={(e) => setVesting({ percentText: e.target.value })}
                  data-testid="gauge-create-vesting-percent"
                />
              </label>{' '}
              <Button
                type="button"
                onClick={() =>
                  set({
                    rewardRoots: form.rewardRoots.filter((_, j) => j !== i),
                    rewardVesting: form.rewardRoots
                      .map((_, j) => form.rewardVesting?.[j] ?? noVesting())
                      .filter((_, j) => j !== i),
                  })
                }
              >
                <FormattedMessage id="gaugeCreate.remove" />
              </Button>
            </div>
          );
        })}
        {form.rewardRoots.length ? (
          <p className={styles.subtitle}>
            <FormattedMessage id="gaugeCreate.vestingNote" />
          </p>
        ) : null}
        <Button
          type="button"
          size="sm"
          onClick={() => set({ rewardRoots: [...form.rewardRoots, ''] })}
          data-testid="gauge-create-add-reward"
        >
          <FormattedMessage id="gaugeCreate.addReward" />
        </Button>
      </fieldset>
      <p className={styles.subtitle} data-testid="gauge-create-after">
        <FormattedMessage id="gaugeCreate.afterCreation" />
      </p>
      <p>
        <FormattedMessage
          id="gaugeCreate.cost"
          values={{
            cost: 5 + 0.5 * form.rewardRoots.length,
            days: WITHDRAW_ALL_LOCK_DAYS,
            coin: config.nativeCoin.symbol,
          }}
        />
      </p>
      {touched && problems.length ? (
        <ul role="alert" data-testid="gauge-create-problems">
          {problems.map((p) => (
            <li key={p}>
              <FormattedMessage
                id={`gaugeCreate.error.${p}`}
                values={{ max: p === 'vestingPeriod' ? MAX_VESTING_DAYS : MAX_LOCK_DAYS }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        type="submit"
        variant="primary"
        disabled={!params || pending || !qubeRoot}
        data-testid="gauge-create-submit"
      >
        <FormattedMessage id="gaugeCreate.submit" />
      </Button>
    </form>
  );
}
