/**
 * The vote escrow through the wallet's provider (reference dao-proposals.md sections 1-3 and 5): its settings, the
 * current epoch and the running vote, the member's account, and the lock (a QUBE transfer with the deposit payload),
 * withdraw, epoch vote, Finish voting and whitelisting (a QUBE transfer with the whitelist payload), all made by one
 * builder (`daoMethod`) for the preview before signing and the send. Each send is matched with the success or
 * failure event carrying its call id.
 */
import { VoteEscrowAbi } from '@tycho/abi';
import type { WalletCall } from '@/shared/chain/preview';
import { getProviderClient } from '@/shared/chain/providerClient';
import { tip3TransferMethod } from '@/shared/chain/tip3Transfer';
import { voteEscrowAccount } from '@/shared/chain/voteEscrowAccount';
import { sendBuiltCall, walletCallOf } from '@/shared/chain/builtCall';

export interface EscrowState {
  qube: string;
  minLock: number;
  maxLock: number;
  whitelistPrice: bigint;
  qubeBalance: bigint;
  veQubeBalance: bigint;
  distributionSupply: bigint;
  /** Farming tokens carried into the current epoch (overflowReserve). */
  emissionDebt: bigint;
  epochTime: number;
  votingTime: number;
  timeBeforeVoting: number;
  minRatioBp: number;
  maxRatioBp: number;
  maxGaugesPerVote: number;
  gaugesNum: number;
  currentEpoch: number;
  epochStart: number;
  epochEnd: number;
  voteStart: number;
  voteEnd: number;
  totalVotes: bigint;
  schedule: bigint[];
  /** The chain's clock when read (unix seconds): epoch states follow the chain, not the browser. */
  chainTime: number;
}

export interface MemberState {
  deployed: boolean;
  qubeBalance: bigint;
  veQubeBalance: bigint;
  unlockedQubes: bigint;
  lastEpochVoted: number;
  minGas: bigint;
}

const escrow = async (address: string) => {
  const { lib, client } = await getProviderClient();
  return { lib, client, contract: new client.Contract(VoteEscrowAbi, new lib.Address(address)) };
};

export async function readEscrow(address: string): Promise<EscrowState> {
  const { client, lib, contract } = await escrow(address);
  const { state } = await client.getFullContractState({ address: new lib.Address(address) });
  if (!state) throw new Error('vote escrow not found');
  const call = { cachedState: state };
  const [d, v, e, s] = await Promise.all([
    contract.methods.getDetails({}).call(call),
    contract.methods.getVotingDetails({}).call(call),
    contract.methods.getCurrentEpochDetails({}).call(call),
    contract.methods.distributionSchedule({}).call(call),
  ]);
  return {
    qube: d._qube.toString(),
    minLock: Number(d._qubeMinLockTime),
    maxLock: Number(d._qubeMaxLockTime),
    whitelistPrice: BigInt(d._gaugeWhitelistPrice),
    qubeBalance: BigInt(d._qubeBalance),
    veQubeBalance: BigInt(d._veQubeBalance),
    distributionSupply: BigInt(d._distributionSupply),
    emissionDebt: BigInt(d._emissionDebt),
    epochTime: Number(v._epochTime),
    votingTime: Number(v._votingTime),
    timeBeforeVoting: Number(v._timeBeforeVoting),
    minRatioBp: Number(v._gaugeMinVotesRatio),
    maxRatioBp: Number(v._gaugeMaxVotesRatio),
    maxGaugesPerVote: Number(v._maxGaugesPerVote),
    gaugesNum: Number(v._gaugesNum),
    currentEpoch: Number(e._currentEpoch),
    epochStart: Number(e._currentEpochStartTime),
    epochEnd: Number(e._currentEpochEndTime),
    voteStart: Number(e._currentVotingStartTime),
    voteEnd: Number(e._currentVotingEndTime),
    totalVotes: BigInt(e._currentVotingTotalVotes),
    schedule: s.distributionSchedule.map((x) => BigInt(x)),
    chainTime: Number(state.genTimings.genUtime),
  };
}

/** The whitelist with DAO approval, the running vote's votes and its normalized preview (current epoch). */
export async function readCurrentVoting(address: string) {
  const { client, lib, contract } = await escrow(address);
  const { state } = await client.getFullContractState({ address: new lib.Address(address) });
  if (!state) throw new Error('vote escrow not found');
  const call = { cachedState: state };
  const [w, a, votes, n] = await Promise.all([
    contract.methods.gaugeWhitelist({}).call(call),
    contract.methods.gaugeDaoApproved({}).call(call),
    contract.methods.currentVotingVotes({}).call(call),
    contract.methods.getNormalizedVoting({}).call(call),
  ]);
  const approved = new Set(a.gaugeDaoApproved.filter(([, ok]) => ok).map(([g]) => g.toString()));
  const toMap = (entries: (readonly [{ toString(): string }, string])[]) =>
    new Map(entries.map(([g, x]) => [g.toString(), BigInt(x)]));
  return {
    whitelist: w.gaugeWhitelist.filter(([, ok]) => ok).map(([g]) => g.toString()),
    approved,
    votes: toMap(votes.currentVotingVotes),
    normalized: toMap(n._normalizedVotes),
    distribution: toMap(n._distribution),
    /** What Finish voting would give the treasury and the team, and carry into the next epoch, now. */
    treasury: BigInt(n.to_distribute_treasury),
    team: BigInt(n.to_distribute_team),
    emissionDebt: BigInt(n._emissionDebt),
  };
}

/** The running vote as `readCurrentVoting` answers it. */
export type CurrentVoting = Awaited<ReturnType<typeof readCurrentVoting>>;

export async function isWhitelisted(address: string, gauge: string): Promise<boolean> {
  const { lib, contract } = await escrow(address);
  return (await contract.methods.isGaugeWhitelisted({ gauge: new lib.Address(gauge) }).call()).value0;
}

export async function readMember(address: string, user: string): Promise<MemberState> {
  const { account, state } = await voteEscrowAccount(address, user);
  if (!state)
    return { deployed: false, qubeBalance: 0n, veQubeBalance: 0n, unlockedQubes: 0n, lastEpochVoted: 0, minGas: 0n };
  const call = { responsible: true, cachedState: state };
  const [live, details, gas] = await Promise.all([
    account.methods.calculateVeAverage({}).call({ cachedState: state }),
    account.methods.getDetails({ answerId: 0 }).call(call),
    account.methods.calculateMinGas({ answerId: 0 }).call(call),
  ]);
  return {
    deployed: true,
    qubeBalance: BigInt(live._qubeBalance),
    veQubeBalance: BigInt(live._veQubeBalance),
    unlockedQubes: BigInt(live._unlockedQubes),
    lastEpochVoted: Number(details._lastEpochVoted),
    minGas: BigInt(gas.min_gas),
  };
}

export async function readEndVotingGas(address: string): Promise<bigint> {
  const { contract } = await escrow(address);
  return BigInt((await contract.methods.calculateGasForEndVoting({}).call()).min_gas);
}

/** The vote escrow's newest logical time, so the events of a later send can be told apart. */
export async function escrowLastLt(address: string): Promise<string> {
  const { lib, client } = await getProviderClient();
  const { transactions } = await client.getTransactions({ address: new lib.Address(address), limit: 1 });
  return transactions[0]?.id.lt ?? '0';
}

/** 'success' or 'failure' once the escrow emitted one of the events with `callId` after `sinceLt`. */
export async function findOutcome(
  address: string,
  callId: number,
  sinceLt: string,
  events: { success: string; failure: readonly string[] },
): Promise<'success' | 'failure' | undefined> {
  const { lib, client, contract } = await escrow(address);
  const { transactions } = await client.getTransactions({ address: new lib.Address(address), limit: 50 });
  for (const tx of transactions.filter((t) => BigInt(t.id.lt) > BigInt(sinceLt))) {
    for (const e of await contract.decodeTransactionEvents({ transaction: tx })) {
      if (!('call_id' in e.data) || Number(e.data.call_id) !== callId) continue;
      if (e.event === events.success) return 'success';
      if (events.failure.includes(e.event)) return 'failure';
    }
  }
  return undefined;
}

const meta = (lib: Awaited<ReturnType<typeof getProviderClient>>['lib'], owner: string, callId: number) => ({
  call_id: callId,
  nonce: callId,
  send_gas_to: new lib.Address(owner),
});

/**
 * A DAO action's call: the lock and the whitelisting are QUBE transfers to the vote escrow with its payload; the
 * unlock (withdraw), the epoch vote and Finish voting are direct calls. `value` is the coin attached (the rest comes
 * back); `callId` names the escrow's success or failure event.
 */
export type DaoCallArgs = { escrow: string; owner: string; value: bigint } & (
  | { type: 'lock'; qube: string; amount: bigint; lockSeconds: number }
  | { type: 'whitelist'; qube: string; amount: bigint; gauge: string }
  | { type: 'unlock' }
  | { type: 'vote'; votes: ReadonlyMap<string, bigint> }
  | { type: 'finish' }
);
export type DaoCall = DaoCallArgs & { callId: number };

/**
 * The one builder of a DAO action's wallet call: what the preview before signing runs (`daoWalletCall`) and the
 * wallet sends (`sendDaoCall`), call id included.
 */
async function daoMethod(call: DaoCall) {
  const { lib, contract } = await escrow(call.escrow);
  const owner = new lib.Address(call.owner);
  const m = meta(lib, call.owner, call.callId);
  if (call.type === 'unlock') return { recipient: call.escrow, method: contract.methods.withdraw({ meta: m }) };
  if (call.type === 'finish') return { recipient: call.escrow, method: contract.methods.endVoting({ meta: m }) };
  if (call.type === 'vote') {
    const votes = [...call.votes].map(
      ([g, v]) => [new lib.Address(g), v.toString()] as [InstanceType<typeof lib.Address>, string],
    );
    return { recipient: call.escrow, method: contract.methods.voteEpoch({ votes, meta: m }) };
  }
  const { payload } =
    call.type === 'lock'
      ? await contract.methods
          .encodeDepositPayload({
            deposit_owner: owner,
            nonce: call.callId,
            lock_time: call.lockSeconds,
            call_id: call.callId,
          })
          .call()
      : await contract.methods
          .encodeWhitelistPayload({
            whitelist_addr: new lib.Address(call.gauge),
            nonce: call.callId,
            call_id: call.callId,
          })
          .call();
  const { wallet, method } = await tip3TransferMethod({
    root: call.qube,
    owner: call.owner,
    recipient: call.escrow,
    amount: call.amount,
    payload,
  });
  return { recipient: wallet, method };
}

/** Sends the action (the wallet asks the user). */
export async function sendDaoCall(call: DaoCall): Promise<void> {
  await sendBuiltCall({ ...(await daoMethod(call)), amount: call.value }, call.owner);
}

/** The message sendDaoCall asks the wallet to send, for the preview before signing. */
export async function daoWalletCall(call: DaoCall): Promise<WalletCall> {
  return walletCallOf({ ...(await daoMethod(call)), amount: call.value });
}
