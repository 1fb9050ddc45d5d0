/**
 * The gauge owner's calls (reference farming-gauges.md, Gauge): a reward deposit of an extra token (a TIP-3 transfer
 * with notify and the gauge's reward-deposit payload), a new reward round of an extra token (`addRewardRounds`) and
 * its end, once (`setExtraFarmEndTime`), the withdrawal of what an ended token left (`withdrawUnclaimed`), each built
 * once (`ownerMethod`) for the preview before signing and the send; and the state they change, read on chain.
 */
import { GaugeAbi } from '@tycho/abi';
import { sendBuiltCall, walletCallOf, type BuiltCall } from '@/shared/chain/builtCall';
import type { WalletCall } from '@/shared/chain/preview';
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

/** An owner's call on an extra reward token, with its call id (drawn when its confirmation opens). */
export type GaugeOwnerCall = { gauge: string; owner: string; callId: number } & (
  | { type: 'deposit'; root: string; amount: bigint }
  | { type: 'round'; token: number; startTime: number; rewardPerSecond: bigint }
  | { type: 'end'; token: number; endTime: number }
  | { type: 'unclaimed'; token: number }
);

/**
 * The one builder of an owner's call: the preview before signing runs it and the send signs it. A deposit is a
 * transfer of the token from the owner's token wallet with the gauge's payload; the withdrawal of what is unclaimed
 * attaches 1.5 + 0.5 per token at least (the reference front end 2 + 0.5 per token), the others the owner's value.
 */
async function ownerMethod(call: GaugeOwnerCall): Promise<BuiltCall> {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(call.owner);
  const contract = new client.Contract(GaugeAbi, new lib.Address(call.gauge));
  const id = call.callId;
  if (call.type === 'deposit') {
    const { reward_deposit_payload: payload } = await contract.methods
      .encodeRewardDepositPayload({ call_id: id, nonce: id })
      .call();
    const { wallet, method } = await tip3TransferMethod({
      root: call.root,
      owner: call.owner,
      recipient: call.gauge,
      amount: call.amount,
      payload,
    });
    return { recipient: wallet, amount: gaugeOwnerValue, method };
  }
  const meta = { call_id: id, nonce: id, send_gas_to: owner };
  const ids = [String(call.token)];
  if (call.type === 'unclaimed')
    return {
      recipient: call.gauge,
      amount: gaugeOwnerValue + gaugeOwnerValue / 4n,
      method: contract.methods.withdrawUnclaimed({ ids, to: owner, meta }),
    };
  const method =
    call.type === 'round'
      ? contract.methods.addRewardRounds({
          ids,
          new_rounds: [
            {
              startTime: call.startTime,
              endTime: 0,
              rewardPerSecond: call.rewardPerSecond.toString(),
              accRewardPerShare: '0',
            },
          ],
          meta,
        })
      : contract.methods.setExtraFarmEndTime({ ids, farm_end_times: [call.endTime], meta });
  return { recipient: call.gauge, amount: gaugeOwnerValue, method };
}

/** Sends an owner's call. */
export async function sendGaugeOwnerCall(call: GaugeOwnerCall): Promise<void> {
  await sendBuiltCall(await ownerMethod(call), call.owner);
}

/** The message sendGaugeOwnerCall asks the wallet to send, for the preview before signing. */
export async function gaugeOwnerWalletCall(call: GaugeOwnerCall): Promise<WalletCall> {
  return walletCallOf(await ownerMethod(call));
}
