import { config } from '@/shared/config';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/shared/ui/Button';
import { dateWithOffset, localOffsetMinutes, parseDateTime } from '@/shared/lib/dateText';
import styles from '@/shared/ui/page.module.css';
import { useRewardDecimals } from '../hooks/useCreateFarm';
import {
  checkCreateFarm,
  emptyCreateFarmForm,
  type CreateFarmProblem,
  type DeployFarmParams,
} from '../logic/createFarm';
import { DateTimeInput } from '@/shared/rewardAdmin/DateTimeInput';
import { useTokenList } from '@/shared/tokens';
import { TokenField } from '@/shared/tokenPicker/TokenField';
import own from './farming.module.css';
import { latestBound } from '@/shared/rewardAdmin/dateTimePicker';

const dateText = (seconds: number) => dateWithOffset(seconds, localOffsetMinutes(seconds));

function Problem({ p }: { p: CreateFarmProblem }) {
  const values = { n: 'n' in p ? p.n : 0, min: 'min' in p ? dateText(p.min) : '' };
  return <FormattedMessage id={`farmCreate.error.${p.kind}`} values={values} />;
}

/**
 * Farm token, reward tokens each with a speed per second, start and end (or infinite), vesting ratio and period;
 * every problem said as the user types, and the cost (7 TYCHO, not returned) said before the submit.
 */
export function CreateFarmForm(props: { now: number; pending: boolean; onCreate: (params: DeployFarmParams) => void }) {
  const { now, pending, onCreate } = props;
  const intl = useIntl();
  const [form, setForm] = useState(emptyCreateFarmForm);
  const list = useTokenList();
  const [touched, setTouched] = useState(false);
  const decimals = useRewardDecimals(form.rewards.map((r) => r.root));
  const { problems, waiting, params } = checkCreateFarm(form, decimals, now);
  // the start after the chain's now, the end after the start (createFarm's rules: strictly after)
  const startAt = parseDateTime(form.startDate, form.startTime);
  const startEarliest = { seconds: now + 1, why: 'now' as const };
  const endEarliest = latestBound(startEarliest, startAt === null ? undefined : { seconds: startAt + 1, why: 'start' });
  const set = (patch: Partial<typeof form>) => {
    setTouched(true);
    setForm((f) => ({ ...f, ...patch }));
  };
  const setReward = (i: number, patch: Partial<(typeof form.rewards)[number]>) =>
    set({ rewards: form.rewards.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  return (
    <form
      className={styles.section}
      data-testid="farm-create-form"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (params) onCreate(params);
      }}
    >
      <TokenField
        label={intl.formatMessage({ id: 'farmCreate.farmToken' })}
        labelShown
        root={form.farmToken}
        list={list}
        lpTokens
        onSelect={(farmToken) => set({ farmToken })}
        testId="farm-create-token"
      />
      <fieldset className={own.group}>
        <legend className={own.groupLegend}>
          <FormattedMessage id="farmCreate.rewards" />
        </legend>
        {form.rewards.map((r, i) => (
          <div key={i} className={own.rewardRow} data-testid="farm-create-reward">
            <TokenField
              label={intl.formatMessage({ id: 'farmCreate.rewardRoot' }, { n: i + 1 })}
              root={r.root}
              list={list}
              onSelect={(root) => setReward(i, { root })}
              testId="farm-create-reward-root"
            />{' '}
            <input
              value={r.speed}
              inputMode="decimal"
              aria-label={intl.formatMessage({ id: 'farmCreate.rewardSpeed' }, { n: i + 1 })}
              placeholder={intl.formatMessage({ id: 'farmCreate.speedPlaceholder' })}
              onChange={(e) => setReward(i, { speed: e.target.value })}
              size={12}
              data-testid="farm-create-reward-speed"
            />{' '}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => set({ rewards: form.rewards.filter((_, j) => j !== i) })}
            >
              <FormattedMessage id="farmCreate.remove" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          size="sm"
          onClick={() => set({ rewards: [...form.rewards, { root: '', speed: '' }] })}
          data-testid="farm-create-add-reward"
        >
          <FormattedMessage id="farmCreate.addReward" />
        </Button>
      </fieldset>
      <DateTimeInput
        legend="farmCreate.start"
        date={form.startDate}
        time={form.startTime}
        onChange={(v) => set({ startDate: v.date, startTime: v.time })}
        testId="farm-create-start"
        chainNow={now}
        earliest={startEarliest}
      />
      <label>
        <input
          type="checkbox"
          checked={form.infinite}
          onChange={(e) => set({ infinite: e.target.checked })}
          data-testid="farm-create-infinite"
        />{' '}
        <FormattedMessage id="farmCreate.infinite" />
      </label>
      {form.infinite ? null : (
        <DateTimeInput
          legend="farmCreate.end"
          date={form.endDate}
          time={form.endTime}
          onChange={(v) => set({ endDate: v.date, endTime: v.time })}
          testId="farm-create-end"
          chainNow={now}
          earliest={endEarliest}
        />
      )}
      <label>
        <FormattedMessage id="farmCreate.vestingRatio" />{' '}
        <input
          inputMode="decimal"
          size={6}
          value={form.vestingRatio}
          onChange={(e) => set({ vestingRatio: e.target.value })}
          data-testid="farm-create-vesting-ratio"
        />
      </label>
      <label>
        <FormattedMessage id="farmCreate.vestingPeriod" />{' '}
        <input
          inputMode="numeric"
          size={10}
          value={form.vestingPeriod}
          onChange={(e) => set({ vestingPeriod: e.target.value })}
          data-testid="farm-create-vesting-period"
        />
      </label>
      <p className={styles.warning} role="note" data-testid="farm-create-cost">
        <FormattedMessage id="farmCreate.cost" values={{ coin: config.nativeCoin.symbol }} />
      </p>
      {touched && problems.length ? (
        <ul role="alert" data-testid="farm-create-problems">
          {problems.map((p, i) => (
            <li key={i}>
              <Problem p={p} />
            </li>
          ))}
        </ul>
      ) : null}
      {touched && waiting && !problems.length ? (
        <p aria-busy="true">
          <FormattedMessage id="farmCreate.readingTokens" />
        </p>
      ) : null}
      <Button type="submit" variant="primary" disabled={!params || pending} data-testid="farm-create-submit">
        <FormattedMessage id="farmCreate.submit" />
      </Button>
    </form>
  );
}
