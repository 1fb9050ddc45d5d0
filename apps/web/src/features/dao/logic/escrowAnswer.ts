import type { DaoEscrowAnswer } from '../api/daoSchemas';
import type { CurrentVoting, EscrowState } from '../chain/voteEscrowChain';

/**
 * Where the vote escrow is read: on chain through the wallet's provider for a connected account; through the API
 * (`GET escrow`, the server runs the getters) for a visitor, whose browser may not run getters without the wallet's
 * permission (an extension present but not connected refuses them: "getFullContractState requires basic");
 * undefined while the wallet check runs (the account may still arrive).
 */
export type EscrowSource = 'chain' | 'api';

export function escrowSource(account: string | undefined, walletPending: boolean): EscrowSource | undefined {
  return account !== undefined ? 'chain' : walletPending ? undefined : 'api';
}

/**
 * The server's answer of the vote escrow's getters (`GET escrow`) as the chain read gives it: a visitor, whose
 * browser may not run getters without the wallet's permission, sees the same figures as a connected member.
 */
export function escrowFromAnswer(a: DaoEscrowAnswer): EscrowState {
  return {
    qube: a.qube,
    minLock: a.minLock,
    maxLock: a.maxLock,
    whitelistPrice: BigInt(a.whitelistPrice),
    qubeBalance: BigInt(a.qubeBalance),
    veQubeBalance: BigInt(a.veQubeBalance),
    distributionSupply: BigInt(a.distributionSupply),
    emissionDebt: BigInt(a.emissionDebt),
    epochTime: a.epochTime,
    votingTime: a.votingTime,
    timeBeforeVoting: a.timeBeforeVoting,
    minRatioBp: a.minRatioBp,
    maxRatioBp: a.maxRatioBp,
    maxGaugesPerVote: a.maxGaugesPerVote,
    gaugesNum: a.gaugesNum,
    currentEpoch: a.currentEpoch,
    epochStart: a.epochStart,
    epochEnd: a.epochEnd,
    voteStart: a.voteStart,
    voteEnd: a.voteEnd,
    totalVotes: BigInt(a.totalVotes),
    schedule: a.schedule.map((x) => BigInt(x)),
    chainTime: a.chainTime,
  };
}

/** The running vote of the same answer, as `readCurrentVoting` gives it. */
export function votingFromAnswer(a: DaoEscrowAnswer): CurrentVoting {
  const toMap = (rows: { gauge: string; amount: string }[]) => new Map(rows.map((r) => [r.gauge, BigInt(r.amount)]));
  const v = a.voting;
  return {
    whitelist: v.whitelist,
    approved: new Set(v.approved),
    votes: toMap(v.votes),
    normalized: toMap(v.normalized),
    distribution: toMap(v.distribution),
    treasury: BigInt(v.treasury),
    team: BigInt(v.team),
    emissionDebt: BigInt(v.emissionDebt),
  };
}
