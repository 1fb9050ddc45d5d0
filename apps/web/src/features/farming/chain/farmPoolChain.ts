/**
 * On-chain farm pool calls through the wallet's provider (reference farming-gauges.md §1.4, §1.5): the chain's time,
 * LP deposit (a transfer with notify and the pool's `(deposit_owner, nonce)` payload), withdraw and claim with
 * 1 + 1 TYCHO per reward token, a reward deposit (a plain transfer with notify), and the owner's calls.
 */
import { EMPTY_CELL, FarmPoolAbi } from '@tycho/abi';
import { newCallId } from '@/shared/chain/callId';
import { farmActionValue } from '@/shared/chain/gas';
import type { WalletCall } from '@/shared/chain/preview';
import { getProviderClient } from '@/shared/chain/providerClient';
import { tip3TransferMethod } from '@/shared/chain/tip3Transfer';
import { sendBuiltCall, walletCallOf } from '@/shared/chain/builtCall';

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

/** Anyone's reward deposit: a transfer of a reward token to the pool (`RewardDeposit`). */
export async function sendRewardDeposit(args: { pool: string; root: string; owner: string; amount: bigint }) {
  const { lib } = await getProviderClient();
  const { method } = await transferMethod({ ...args, payload: EMPTY_CELL });
  const tx = await method.send({ from: new lib.Address(args.owner), amount: TYCHO.toString(), bounce: true });
  return tx.id.hash;
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

export async function sendAddRound(args: {
  pool: string;
  owner: string;
  startTime: number;
  rewardPerSecond: bigint[];
}) {
  const { contract, from } = await poolCall(args.pool, args.owner);
  const tx = await contract.methods
    .addRewardRound({
      reward_round: { startTime: args.startTime, rewardPerSecond: args.rewardPerSecond.map(String) },
      send_gas_to: from,
    })
    .send({ from, amount: OWNER_VALUE.toString(), bounce: true });
  return tx.id.hash;
}

export async function sendSetEnd(args: { pool: string; owner: string; end: number }) {
  const { contract, from } = await poolCall(args.pool, args.owner);
  const tx = await contract.methods
    .setEndTime({ farm_end_time: args.end, send_gas_to: from })
    .send({ from, amount: OWNER_VALUE.toString(), bounce: true });
  return tx.id.hash;
}

export async function sendWithdrawUnclaimedAll(args: { pool: string; owner: string }) {
  const { contract, from } = await poolCall(args.pool, args.owner);
  const tx = await contract.methods
    .withdrawUnclaimedAll({ to: from, send_gas_to: from, nonce: newCallId() })
    .send({ from, amount: OWNER_VALUE.toString(), bounce: true });
  return tx.id.hash;
}
