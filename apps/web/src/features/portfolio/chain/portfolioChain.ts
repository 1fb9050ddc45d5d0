/**
 * The portfolio's contract calls through the wallet's provider: claim a gauge's rewards, unlock ended QUBE locks in
 * the vote escrow, unlock votes locked in proposals, cancel a limit order, claim an old-farming pool's rewards; and the reads that tell their result: the event with the call id
 * (gauge Claim / ClaimRevert, escrow Withdraw / WithdrawRevert) or the order's state.
 */
import { FarmPoolAbi, GaugeAbi, LimitOrderAbi, OrderState, VoteEscrowAbi } from '@tycho/abi';
import { daoActionValue, farmActionValue, gaugeActionValue, LimitGas } from '@/shared/chain/gas';
import { findUnlockCasted } from '@/shared/chain/events';
import { getProviderClient } from '@/shared/chain/providerClient';
import { voteEscrowAccount } from '@/shared/chain/voteEscrowAccount';
import { type CallOutcome } from '../logic/actions';

const meta = (lib: Awaited<ReturnType<typeof getProviderClient>>['lib'], owner: string, callId: number) => ({
  call_id: callId,
  nonce: callId,
  send_gas_to: new lib.Address(owner),
});

export async function sendClaim(args: { gauge: string; owner: string; extraTokens: number; callId: number }) {
  const { lib, client } = await getProviderClient();
  await new client.Contract(GaugeAbi, new lib.Address(args.gauge)).methods
    .claimReward({ meta: meta(lib, args.owner, args.callId) })
    .send({
      from: new lib.Address(args.owner),
      amount: gaugeActionValue(args.extraTokens).toString(),
      bounce: true,
    });
}

/** An old-farming pool's claim (no call id: its Claim event names the user). */
export async function sendFarmClaim(args: { pool: string; owner: string; rewardTokens: number; callId: number }) {
  const { lib, client } = await getProviderClient();
  await new client.Contract(FarmPoolAbi, new lib.Address(args.pool)).methods
    .claimReward({ send_gas_to: new lib.Address(args.owner), nonce: args.callId })
    .send({
      from: new lib.Address(args.owner),
      amount: farmActionValue(args.rewardTokens).toString(),
      bounce: true,
    });
}

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

export async function sendUnlock(args: { escrow: string; owner: string; callId: number }) {
  const { lib, escrow, account } = await voteEscrowAccount(args.escrow, args.owner);
  const { min_gas } = await account.methods.calculateMinGas({ answerId: 0 }).call({ responsible: true });
  await escrow.methods.withdraw({ meta: meta(lib, args.owner, args.callId) }).send({
    from: new lib.Address(args.owner),
    amount: daoActionValue.unlock(BigInt(min_gas)).toString(),
    bounce: true,
  });
}

export async function sendCancel(args: { order: string; owner: string; callId: number }) {
  const { lib, client } = await getProviderClient();
  await new client.Contract(LimitOrderAbi, new lib.Address(args.order)).methods
    .cancel({ callbackId: String(args.callId) })
    .send({ from: new lib.Address(args.owner), amount: LimitGas.CANCEL.toString(), bounce: true });
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

export { sendUnlockCastedVotes } from '@/shared/chain/events';

/** 'success' once the vote-escrow account emitted UnlockCastedVotes for one of `ids` after `sinceLt`. */
export async function unlockVotesOutcome(account: string, ids: number[], sinceLt: string) {
  return (await findUnlockCasted(account, ids, sinceLt)) ? ('success' as const) : undefined;
}
