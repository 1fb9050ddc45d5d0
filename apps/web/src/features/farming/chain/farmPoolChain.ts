/**
 * On-chain farm pool calls through the wallet's provider (reference farming-gauges.md §1.4, §1.5): the chain's time,
 * LP deposit (a transfer with notify and the pool's `(deposit_owner, nonce)` payload), withdraw and claim with
 * 1 + 1 TYCHO per reward token, and the owner's calls (a reward deposit is a plain transfer with notify).
 */
import { EMPTY_CELL, FarmPoolAbi } from '@tycho/abi';
import { farmActionValue } from '@/shared/chain/gas';
import type { WalletCall } from '@/shared/chain/preview';
import { getProviderClient } from '@/shared/chain/providerClient';
import { tip3TransferMethod } from '@/shared/chain/tip3Transfer';
import { sendBuiltCall, walletCallOf, type BuiltCall } from '@/shared/chain/builtCall';

const TYCHO = 1_000_000_000n;
/** The owner's calls: 1 TYCHO (the pool needs 0.5; the rest comes back). */
const OWNER_VALUE = TYCHO;

/** The chain's time now (the pool's state generation time, unix seconds). */
export async function readChainNow(pool: string): Promise<number> {
  const { lib, client } = await getProviderClient();
  const { state } = await client.getFullContractState({ address: new lib.Address(pool) });
  return state ? Number(state.genTimings.genUtime) : Math.floor(Date.now() / 1000);
}

/** An LP or reward transfer to the pool with notify: the owner's token wallet and its `transfer` call. */
async function transferMethod(args: { root: string; owner: string; pool: string; amount: bigint; payload: string }) {
  const { wallet, method } = await tip3TransferMethod({
    root: args.root,
    owner: args.owner,
    recipient: args.pool,
    amount: args.amount,
    payload: args.payload,
  });
  return { recipient: wallet, method };
}

async function poolCall(pool: string, from: string) {
  const { lib, client } = await getProviderClient();
  return { contract: new client.Contract(FarmPoolAbi, new lib.Address(pool)), from: new lib.Address(from) };
}

/** A user's deposit, withdraw or claim, with its nonce (drawn when its confirmation opens). */
export type FarmUserCall = { pool: string; owner: string; nReward: number; nonce: number } & (
  { type: 'deposit'; lpRoot: string; amount: bigint } | { type: 'withdraw'; amount: bigint } | { type: 'claim' }
);

/** The one builder of a user's call: the preview before signing runs it and the send signs it. */
async function userMethod(call: FarmUserCall) {
  const { contract, from } = await poolCall(call.pool, call.owner);
  if (call.type === 'withdraw')
    return {
      recipient: call.pool,
      method: contract.methods.withdraw({ amount: call.amount.toString(), send_gas_to: from, nonce: call.nonce }),
    };
  if (call.type === 'claim')
    return { recipient: call.pool, method: contract.methods.claimReward({ send_gas_to: from, nonce: call.nonce }) };
  const { deposit_payload: payload } = await contract.methods
    .encodeDepositPayload({ deposit_owner: from, nonce: call.nonce })
    .call();
  return transferMethod({ root: call.lpRoot, owner: call.owner, pool: call.pool, amount: call.amount, payload });
}

/** Sends a user's deposit, withdraw or claim with 1 + 1 TYCHO per reward token; answers the transaction's hash. */
export async function sendFarmUserCall(call: FarmUserCall): Promise<string> {
  return (await sendBuiltCall({ ...(await userMethod(call)), amount: farmActionValue(call.nReward) }, call.owner)).hash;
}

/** The message sendFarmUserCall asks the wallet to send, for the preview before signing. */
export async function farmUserWalletCall(call: FarmUserCall): Promise<WalletCall> {
  return walletCallOf({ ...(await userMethod(call)), amount: farmActionValue(call.nReward) });
}

/** An owner's call on the pool: a reward deposit, a new round, the end, or the unclaimed reward taken back. */
export type FarmOwnerCall = { pool: string; owner: string } & (
  | { type: 'rewardDeposit'; root: string; amount: bigint }
  | { type: 'addRound'; startTime: number; rewardPerSecond: bigint[] }
  | { type: 'setEnd'; end: number }
  | { type: 'withdrawAll'; nonce: number }
);

/**
 * The one builder of an owner's call, 1 TYCHO attached: a reward deposit is a plain transfer of the reward token
 * with notify (`RewardDeposit`, the message goes to the owner's token wallet), the others are direct pool calls.
 */
async function ownerMethod(call: FarmOwnerCall): Promise<BuiltCall> {
  if (call.type === 'rewardDeposit') {
    const built = await transferMethod({ ...call, payload: EMPTY_CELL });
    return { ...built, amount: OWNER_VALUE };
  }
  const { contract, from } = await poolCall(call.pool, call.owner);
  const method =
    call.type === 'addRound'
      ? contract.methods.addRewardRound({
          reward_round: { startTime: call.startTime, rewardPerSecond: call.rewardPerSecond.map(String) },
          send_gas_to: from,
        })
      : call.type === 'setEnd'
        ? contract.methods.setEndTime({ farm_end_time: call.end, send_gas_to: from })
        : contract.methods.withdrawUnclaimedAll({ to: from, send_gas_to: from, nonce: call.nonce });
  return { recipient: call.pool, amount: OWNER_VALUE, method };
}

/** Sends an owner's call; answers the transaction's hash. */
export async function sendFarmOwnerCall(call: FarmOwnerCall): Promise<string> {
  return (await sendBuiltCall(await ownerMethod(call), call.owner)).hash;
}

/** The message sendFarmOwnerCall asks the wallet to send, for the preview before signing. */
export async function farmOwnerWalletCall(call: FarmOwnerCall): Promise<WalletCall> {
  return walletCallOf(await ownerMethod(call));
}
