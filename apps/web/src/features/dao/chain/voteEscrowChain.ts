/**
 * The vote escrow through the wallet's provider (reference dao-proposals.md sections 1-3 and 5): its settings, the
 * current epoch and the running vote, the member's account, and the lock (a QUBE transfer with the deposit payload),
 * withdraw, epoch vote, Finish voting and whitelisting (a QUBE transfer with the whitelist payload). Each send is
 * matched with the success or failure event carrying its call id.
 */
import { TokenWalletAbi, VoteEscrowAbi } from '@tycho/abi';
import { getProviderClient, tokenWalletOf } from '@/shared/chain/providerClient';
import { voteEscrowAccount } from '@/shared/chain/voteEscrowAccount';

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

/** A QUBE transfer to the vote escrow with a payload (lock or whitelisting). */
async function transferQube(
  args: { escrow: string; qube: string; owner: string; amount: bigint; value: bigint },
  payload: string,
) {
  const { lib, client } = await getProviderClient();
  const owner = new lib.Address(args.owner);
  const wallet = new client.Contract(TokenWalletAbi, new lib.Address(await tokenWalletOf(args.qube, args.owner)));
  await wallet.methods
    .transfer({
      amount: args.amount.toString(),
      recipient: new lib.Address(args.escrow),
      deployWalletValue: '0',
      remainingGasTo: owner,
      notify: true,
      payload,
    })
    .send({ from: owner, amount: args.value.toString(), bounce: true });
}

export interface TransferArgs {
  escrow: string;
  qube: string;
  owner: string;
  amount: bigint;
  value: bigint;
  callId: number;
}

export async function sendLock(args: TransferArgs & { lockSeconds: number }) {
  const { lib, contract } = await escrow(args.escrow);
  const { payload } = await contract.methods
    .encodeDepositPayload({
      deposit_owner: new lib.Address(args.owner),
      nonce: args.callId,
      lock_time: args.lockSeconds,
      call_id: args.callId,
    })
    .call();
  await transferQube(args, payload);
}

export async function sendWhitelist(args: TransferArgs & { gauge: string }) {
  const { lib, contract } = await escrow(args.escrow);
  const { payload } = await contract.methods
    .encodeWhitelistPayload({ whitelist_addr: new lib.Address(args.gauge), nonce: args.callId, call_id: args.callId })
    .call();
  await transferQube(args, payload);
}

export interface CallArgs {
  escrow: string;
  owner: string;
  value: bigint;
  callId: number;
}

export async function sendWithdraw(args: CallArgs) {
  const { lib, contract } = await escrow(args.escrow);
  await contract.methods
    .withdraw({ meta: meta(lib, args.owner, args.callId) })
    .send({ from: new lib.Address(args.owner), amount: args.value.toString(), bounce: true });
}

export async function sendVote(args: CallArgs & { votes: ReadonlyMap<string, bigint> }) {
  const { lib, contract } = await escrow(args.escrow);
  const votes = [...args.votes].map(
    ([g, v]) => [new lib.Address(g), v.toString()] as [InstanceType<typeof lib.Address>, string],
  );
  await contract.methods
    .voteEpoch({ votes, meta: meta(lib, args.owner, args.callId) })
    .send({ from: new lib.Address(args.owner), amount: args.value.toString(), bounce: true });
}

export async function sendEndVoting(args: CallArgs) {
  const { lib, contract } = await escrow(args.escrow);
  await contract.methods
    .endVoting({ meta: meta(lib, args.owner, args.callId) })
    .send({ from: new lib.Address(args.owner), amount: args.value.toString(), bounce: true });
}
