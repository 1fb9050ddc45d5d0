import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatUnits } from '@tycho/units';
import { Button } from '@/shared/ui/Button';
import { DateText } from '@/shared/ui/DateText';
import styles from '@/shared/ui/page.module.css';
import { latestBound } from '@/shared/rewardAdmin/dateTimePicker';
import { RewardDepositForm } from '@/shared/rewardAdmin/RewardDepositForm';
import { RoundForm } from '@/shared/rewardAdmin/RoundForm';
import { SetEndForm } from '@/shared/rewardAdmin/SetEndForm';
import type { ExtraTokenState, GaugeOwnerState } from '../chain/gaugeOwnerChain';
import { useGaugeOwnerConfirm } from '../hooks/useGaugeOwner';
import type { OwnerResult } from '../hooks/useGaugeOwner';
import {
  canWithdrawUnclaimed,
  currentSpeed,
  earliestOwnerTime,
  unclaimedUnlockTime,
  type OwnerAction,
} from '../logic/ownerForms';

export interface OwnerToken {
  symbol: string;
  decimals: number;
}

/** The owner's wallet balance of a reward token: under the feature's key, refreshed by its actions. */
const OWNER_BALANCE_KEY = ['gauges', 'ownerBalance'];

const ConfirmOwnerAction = lazy(() => import('./ConfirmOwnerAction'));

interface Props {
  gauge: string;
  state: GaugeOwnerState;
  /** Symbol and decimals of each extra reward token, in the gauge's order (undefined: not known yet). */
  tokens: (OwnerToken | undefined)[];
  owner: string;
  pending: boolean;
  result: OwnerResult;
  onAction: (action: OwnerAction) => void;
}

interface TokenProps extends Omit<Props, 'tokens' | 'result' | 'gauge'> {
  k: number;
  extra: ExtraTokenState;
  token: OwnerToken;
}

/** A reward deposit from the owner's wallet: what the gauge pays the token's rounds from. */
function Deposit({ k, extra, token, owner, pending, onAction }: TokenProps) {
  return (
    <RewardDepositForm
      balanceKey={OWNER_BALANCE_KEY}
      root={extra.root}
      owner={owner}
      decimals={token.decimals}
      messages={{
        title: 'gaugeOwner.deposit',
        maxLabel: 'gaugeOwner.walletBalance',
        submit: 'gaugeOwner.depositSubmit',
        loading: 'gauge.loading',
      }}
      pending={pending}
      onSubmit={(amount) => onAction({ type: 'deposit', token: k, amount })}
      testId="gauge-owner-deposit"
    />
  );
}

/** The earliest a new round or the end may be, with why: the chain's now or just after the last round's start. */
const ownerBound = (extra: ExtraTokenState, now: number) => {
  const last = extra.rounds.at(-1)?.startTime;
  return latestBound(
    { seconds: now, why: 'now' },
    last === undefined ? undefined : { seconds: last + 1, why: 'round' },
  );
};

/** A new round: the token's speed from a start (not before now, after the last round's start). */
function NewRound({ k, extra, token, state, pending, onAction }: TokenProps) {
  return (
    <RoundForm
      messages={{
        title: 'gaugeOwner.round',
        start: 'gaugeOwner.roundStart',
        speedOf: 'gaugeOwner.speedOf',
        submit: 'gaugeOwner.roundSubmit',
      }}
      testId="gauge-owner-round"
      speedTestId="gauge-owner-round-speed"
      tokens={[{ key: extra.root, symbol: token.symbol, decimals: token.decimals }]}
      earliestTime={earliestOwnerTime(extra, state.chainNow)}
      earliest={ownerBound(extra, state.chainNow)}
      chainNow={state.chainNow}
      pending={pending}
      onSubmit={({ startTime, rewardPerSecond: [speed] }) => {
        if (speed !== undefined) onAction({ type: 'round', token: k, startTime, rewardPerSecond: speed });
      }}
    />
  );
}

/** The token's end: once, irreversible, confirmed first. */
function SetEnd({ k, extra, state, pending, onAction }: TokenProps) {
  return (
    <SetEndForm
      messages={{
        title: 'gaugeOwner.end',
        warning: 'gaugeOwner.endWarning',
        at: 'gaugeOwner.endAt',
        sure: 'gaugeOwner.endSure',
        submit: 'gaugeOwner.endSubmit',
      }}
      testId="gauge-owner-end"
      earliestTime={earliestOwnerTime(extra, state.chainNow)}
      earliest={ownerBound(extra, state.chainNow)}
      chainNow={state.chainNow}
      pending={pending}
      onSubmit={(end) => onAction({ type: 'end', token: k, endTime: end })}
    />
  );
}

/**
 * The owner's controls of the gauge's extra reward tokens (spec 6): reward deposit, a new speed, the end, the
 * unclaimed withdrawal; each opens its confirmation with the preview before signing first.
 */
export default function OwnerPanel({ onAction: run, ...rest }: Props) {
  const intl = useIntl();
  const [k, setK] = useState(0);
  const confirm = useGaugeOwnerConfirm(run);
  const props = { ...rest, onAction: confirm.ask };
  const extra = props.state.extra[k];
  const token = props.tokens[k];
  const asked = confirm.asked;
  const askedExtra = asked && props.state.extra[asked.token];
  const askedToken = asked && props.tokens[asked.token];
  return (
    <section className={styles.section} data-testid="gauge-owner">
      <h2>
        <FormattedMessage id="gaugeOwner.title" />
      </h2>
      {props.state.extra.length === 0 ? (
        <p data-testid="gauge-owner-none">
          <FormattedMessage id="gaugeOwner.none" />
        </p>
      ) : (
        <label>
          <FormattedMessage id="gaugeOwner.token" />{' '}
          <select value={k} onChange={(e) => setK(Number(e.target.value))} data-testid="gauge-owner-token">
            {props.state.extra.map((t, i) => (
              <option key={t.root} value={i}>
                {props.tokens[i]?.symbol ?? intl.formatMessage({ id: 'gaugeOwner.tokenN' }, { n: i + 1 })}
              </option>
            ))}
          </select>
        </label>
      )}
      {props.result ? (
        <p role="status" data-testid="gauge-owner-result" data-kind={props.result.kind}>
          <FormattedMessage id={`gauge.result.${props.result.kind}`} values={{ message: props.result.message }} />
        </p>
      ) : null}
      {extra && token ? (
        <div key={k}>
          <p data-testid="gauge-owner-held" data-units={extra.balance.toString()}>
            <FormattedMessage
              id="gaugeOwner.held"
              values={{ amount: `${formatUnits(extra.balance, token.decimals)} ${token.symbol}` }}
            />
          </p>
          <p data-testid="gauge-owner-speed" data-units={currentSpeed(extra, props.state.chainNow).toString()}>
            <FormattedMessage
              id="gaugeOwner.speedNow"
              values={{
                amount: `${formatUnits(currentSpeed(extra, props.state.chainNow), token.decimals)} ${token.symbol}`,
                rounds: extra.rounds.length,
              }}
            />
          </p>
          <Deposit {...props} k={k} extra={extra} token={token} />
          {extra.ended ? (
            <>
              <p data-testid="gauge-owner-ended">
                <FormattedMessage
                  id="gaugeOwner.ended"
                  values={{ date: <DateText seconds={extra.rounds.at(-1)?.endTime ?? 0} /> }}
                />
              </p>
              <p data-testid="gauge-owner-unclaimed-note">
                <FormattedMessage
                  id="gaugeOwner.unclaimedFrom"
                  values={{
                    date: <DateText seconds={unclaimedUnlockTime(extra, props.state.withdrawAllLockPeriod) ?? 0} />,
                  }}
                />
              </p>
              <Button
                variant="secondary"
                onClick={() => props.onAction({ type: 'unclaimed', token: k })}
                disabled={
                  props.pending || !canWithdrawUnclaimed(extra, props.state.withdrawAllLockPeriod, props.state.chainNow)
                }
                data-testid="gauge-owner-unclaimed"
              >
                <FormattedMessage id="gaugeOwner.unclaimedSubmit" />
              </Button>
            </>
          ) : (
            <>
              <NewRound {...props} k={k} extra={extra} token={token} />
              <SetEnd {...props} k={k} extra={extra} token={token} />
            </>
          )}
        </div>
      ) : null}
      {asked && askedExtra && askedToken ? (
        <Suspense fallback={null}>
          <ConfirmOwnerAction
            confirm={{ ...confirm, asked }}
            gauge={props.gauge}
            owner={props.owner}
            root={askedExtra.root}
            token={askedToken}
            busy={props.pending}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
