/**
 * The portfolio's contract calls through the wallet's provider: claim a gauge's rewards, unlock ended QUBE locks in
 * the vote escrow, unlock votes locked in proposals, cancel a limit order, claim an old-farming pool's rewards; and the reads that tell their result: the event with the call id
 * (gauge Claim / ClaimRevert, escrow Withdraw / WithdrawRevert) or the order's state.
 */
import { FarmPoolAbi, GaugeAbi, LimitOrderAbi, OrderState, VoteEscrowAbi } from '@tycho/abi';
import { daoActionValue, farmActionValue, gaugeActionValue, LimitGas } from '@/shared/chain/gas';
import { findUnlockCasted, unlockCastedMethod } from '@/shared/chain/events';
import type { WalletCall } from '@/shared/chain/preview/types';
import { getProviderClient } from '@/shared/chain/providerClient';
import { voteEscrowAccount } from '@/shared/chain/voteEscrowAccount';
import { type CallOutcome } from '../logic/actions';
import { sendBuiltCall, walletCallOf } from '@/shared/chain/builtCall';

const meta = (lib: Awaited<ReturnType<typeof getProviderClient>>['lib'], owner: string, callId: number) => ({
  call_id: callId,
  nonce: callId,
  send_gas_to: new lib.Address(owner),
});

/** 'success' once the farm pool emitted Claim for `owner` after `sinceLt` (a refused claim bounces: none comes). */
export async function farmClaimOutcome(pool: string, owner: string, sinceLt: string): Promise<CallOutcome | undefined> {
  const { lib, client } = await getProviderClient();
  const contract = new client.Contract(FarmPoolAbi, new lib.Address(pool));
  const { transactions } = await client.getTransactions({ address: new lib.Address(pool), limit: 50 });
  for (const tx of transactions.filter((t) => BigInt(t.id.lt) > BigInt(sinceLt))) {
    for (const e of await contract.decodeTransactionEvents({ transaction: tx })) {
      if (e.event === 'Claim' && e.data.user.toString().toLowerCase() === owner.toLowerCase()) return 'success';
    }
  }
  return undefined;
}

/** A portfolio action's call: each with the call id its result is found by (votes: the ids themselves). */
export type PortfolioCall = { owner: string } & (
  | { type: 'claim'; gauge: string; extraTokens: number; callId: number }
  | { type: 'farmClaim'; pool: string; rewardTokens: number; callId: number }
  | { type: 'unlock'; escrow: string; callId: number }
  | { type: 'cancel'; order: string; callId: number }
  | { type: 'unlockVotes'; voteEscrow: string; proposalIds: number[] }
);

/**
 * The one builder of a portfolio action's message: what the preview before signing runs (`portfolioWalletCall`)
 * and the wallet sends (`sendPortfolioCall`), with the coin attached. Claim: the gauge's claimReward with the gas of
 * its extra tokens; farm claim: the old farm pool's claimReward (the call id as nonce); unlock: the vote escrow's
 * withdraw with the account's minimum gas; cancel: the order's cancel; votes: tryUnlockCastedVotes.
 */
async function portfolioMethod(call: PortfolioCall) {
  const { lib, client } = await getProviderClient();
  switch (call.type) {
    case 'claim': {
      const gauge = new client.Contract(GaugeAbi, new lib.Address(call.gauge));
      const method = gauge.methods.claimReward({ meta: meta(lib, call.owner, call.callId) });
      return { recipient: call.gauge, method, amount: gaugeActionValue(call.extraTokens) };
    }
    case 'farmClaim': {
      const pool = new client.Contract(FarmPoolAbi, new lib.Address(call.pool));
      const method = pool.methods.claimReward({ send_gas_to: new lib.Address(call.owner), nonce: call.callId });
      return { recipient: call.pool, method, amount: farmActionValue(call.rewardTokens) };
    }
    case 'unlock': {
      const { escrow, account } = await voteEscrowAccount(call.escrow, call.owner);
      const { min_gas } = await account.methods.calculateMinGas({ answerId: 0 }).call({ responsible: true });
      const method = escrow.methods.withdraw({ meta: meta(lib, call.owner, call.callId) });
      return { recipient: call.escrow, method, amount: daoActionValue.unlock(BigInt(min_gas)) };
    }
    case 'cancel': {
      const order = new client.Contract(LimitOrderAbi, new lib.Address(call.order));
      return {
        recipient: call.order,
        method: order.methods.cancel({ callbackId: String(call.callId) }),
        amount: LimitGas.CANCEL,
      };
    }
    case 'unlockVotes':
      return { recipient: call.voteEscrow, ...(await unlockCastedMethod(call)) };
  }
}

export async function sendPortfolioCall(call: PortfolioCall): Promise<void> {
  await sendBuiltCall(await portfolioMethod(call), call.owner);
}

/** The message sendPortfolioCall asks the wallet to send, for the preview before signing. */
export async function portfolioWalletCall(call: PortfolioCall): Promise<WalletCall> {
  return walletCallOf(await portfolioMethod(call));
}

/** The account's newest logical time, so the events of a later send can be told apart. */
export async function lastLt(address: string): Promise<string> {
  const { lib, client } = await getProviderClient();
  const { transactions } = await client.getTransactions({ address: new lib.Address(address), limit: 1 });
  return transactions[0]?.id.lt ?? '0';
}

const EVENTS = {
  claim: { abi: GaugeAbi, success: 'Claim', failure: 'ClaimRevert' },
  unlock: { abi: VoteEscrowAbi, success: 'Withdraw', failure: 'WithdrawRevert' },
} as const;

/** 'success' or 'failure' once the contract emitted the action's event with `callId` after `sinceLt`. */
export async function findOutcome(
  kind: keyof typeof EVENTS,
  address: string,
  callId: number,
  sinceLt: string,
): Promise<CallOutcome | undefined> {
  const { abi, success, failure } = EVENTS[kind];
  const { lib, client } = await getProviderClient();
  const contract = new client.Contract(abi, new lib.Address(address));
  const { transactions } = await client.getTransactions({ address: new lib.Address(address), limit: 50 });
  for (const tx of transactions.filter((t) => BigInt(t.id.lt) > BigInt(sinceLt))) {
    for (const e of await contract.decodeTransactionEvents({ transaction: tx })) {
      if (!('call_id' in e.data) || Number(e.data.call_id) !== callId) continue;
      if (e.event === success) return 'success';
      if (e.event === failure) return 'failure';
    }
  }
  return undefined;
}

/** 'success' once the order is cancelled; 'failure' once it is no longer active otherwise (filled meanwhile). */
export async function orderOutcome(order: string): Promise<CallOutcome | undefined> {
  const { lib, client } = await getProviderClient();
  const c = new client.Contract(LimitOrderAbi, new lib.Address(order));
  const { value0 } = await c.methods.getDetails({ answerId: 0 }).call({ responsible: true });
  const state = Number(value0.state);
  if (state === OrderState.Cancelled) return 'success';
  return state === OrderState.Active ? undefined : 'failure';
}

/** 'success' once the vote-escrow account emitted UnlockCastedVotes for one of `ids` after `sinceLt`. */
export async function unlockVotesOutcome(account: string, ids: number[], sinceLt: string) {
  return (await findUnlockCasted(account, ids, sinceLt)) ? ('success' as const) : undefined;
}
