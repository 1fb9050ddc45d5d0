/**
 * The gauge owner's calls (reference farming-gauges.md, Gauge): a reward deposit of an extra token (a TIP-3 transfer
 * with notify and the gauge's reward-deposit payload), a new reward round of an extra token (`addRewardRounds`) and
 * its end, once (`setExtraFarmEndTime`), the withdrawal of what an ended token left (`withdrawUnclaimed`); and the
 * state they change, read on chain.
 */
import { GaugeAbi } from '@tycho/abi';
import { newCallId as callId } from '@/shared/chain/callId';
import { getProviderClient } from '@/shared/chain/providerClient';
import { tip3TransferMethod } from '@/shared/chain/tip3Transfer';
import { gaugeOwnerValue } from '@/shared/chain/gas';

export interface ExtraTokenState {
  root: string;
  /** What the gauge holds of the token for rewards, smallest units. */
  balance: bigint;
  rounds: { startTime: number; endTime: number; rewardPerSecond: bigint }[];
  /** The end is set: no round can be added. */
  ended: boolean;
  /** The token's vesting period (seconds): the owner's withdrawal of what is unclaimed waits for it too. */
  vestingPeriod: number;
}

export interface GaugeOwnerState {
  owner: string;
  extra: ExtraTokenState[];
  /** The chain's time when read (unix seconds): the earliest start or end the gauge accepts is not before it. */
  chainNow: number;
  /** Seconds after an ended token's last end + its vesting period before the owner may take what is left. */
  withdrawAllLockPeriod: number;
}

export async function readGaugeOwnerState(gauge: string): Promise<GaugeOwnerState> {
  const { lib, client } = await getProviderClient();
  const g = new client.Contract(GaugeAbi, new lib.Address(gauge));
  const { state } = await client.getFullContractState({ address: new lib.Address(gauge) });
  if (!state) throw new Error('gauge not found');
  const [details, rewards, tokens] = await Promise.all([
    g.methods.getDetails({}).call({ cachedState: state }),
    g.methods.getRewardDetails({}).call({ cachedState: state }),
    g.methods.getTokenDetails({}).call({ cachedState: state }),
  ]);
  return {
    owner: details._owner.toString(),
    chainNow: Number(state.genTimings.genUtime),
    withdrawAllLockPeriod: Number(rewards._withdrawAllLockPeriod),
    extra: tokens._extraTokenData.map((t, i) => ({
      root: t.root.toString(),
      balance: BigInt(t.balance),
      rounds: (rewards._extraRewardRounds[i] ?? []).map((r) => ({
        startTime: Number(r.startTime),
        endTime: Number(r.endTime),
        rewardPerSecond: BigInt(r.rewardPerSecond),
      })),
      ended: rewards._extraRewardEnded[i] ?? false,
      vestingPeriod: Number(rewards._extraVestingPeriods[i] ?? 0),
    })),
  };
}

export async function sendRewardDeposit(args: { gauge: string; root: string; owner: string; amount: bigint }) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const gauge = new lib.Address(args.gauge);
  const id = callId();
  const { reward_deposit_payload: payload } = await new client.Contract(GaugeAbi, gauge).methods
    .encodeRewardDepositPayload({ call_id: id, nonce: id })
    .call();
  const { method } = await tip3TransferMethod({
    root: args.root,
    owner: args.owner,
    recipient: args.gauge,
    amount: args.amount,
    payload,
  });
  await method.send({ from: owner, amount: gaugeOwnerValue.toString(), bounce: true });
}

export async function sendAddRound(args: {
  gauge: string;
  owner: string;
  token: number;
  startTime: number;
  rewardPerSecond: bigint;
}) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const id = callId();
  await new client.Contract(GaugeAbi, new lib.Address(args.gauge)).methods
    .addRewardRounds({
      ids: [String(args.token)],
      new_rounds: [
        {
          startTime: args.startTime,
          endTime: 0,
          rewardPerSecond: args.rewardPerSecond.toString(),
          accRewardPerShare: '0',
        },
      ],
      meta: { call_id: id, nonce: id, send_gas_to: owner },
    })
    .send({ from: owner, amount: gaugeOwnerValue.toString(), bounce: true });
}

export async function sendSetEnd(args: { gauge: string; owner: string; token: number; endTime: number }) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const id = callId();
  await new client.Contract(GaugeAbi, new lib.Address(args.gauge)).methods
    .setExtraFarmEndTime({
      ids: [String(args.token)],
      farm_end_times: [args.endTime],
      meta: { call_id: id, nonce: id, send_gas_to: owner },
    })
    .send({ from: owner, amount: gaugeOwnerValue.toString(), bounce: true });
}

/**
 * The owner takes the whole reward balance of an ended extra token to `to` (Gauge `withdrawUnclaimed`, 1.5 + 0.5 per
 * token at least; the reference front end attaches 2 + 0.5 per token).
 */
export async function sendWithdrawUnclaimed(args: { gauge: string; owner: string; token: number }) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const id = callId();
  await new client.Contract(GaugeAbi, new lib.Address(args.gauge)).methods
    .withdrawUnclaimed({ ids: [String(args.token)], to: owner, meta: { call_id: id, nonce: id, send_gas_to: owner } })
    .send({ from: owner, amount: (gaugeOwnerValue + gaugeOwnerValue / 4n).toString(), bounce: true });
}
