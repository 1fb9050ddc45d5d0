/**
 * The vote escrow read with its getters (`GET /escrow`): what the DAO screens read on chain for a connected member,
 * answered to a visitor, whose browser may not run getters without the wallet's permission.
 */
import { VoteEscrowAbi } from '@tycho/abi';
import type { QubeDaoEscrow } from '@tycho/api';
import { requireGetter, type ChainReader } from '../chain/reader';

const pairs = (entries: readonly (readonly [string, string])[]) =>
  entries.map(([gauge, amount]) => ({ gauge, amount: BigInt(amount).toString() }));

export function readEscrowState(chain: ChainReader, escrow: string): QubeDaoEscrow {
  const d = requireGetter(chain, escrow, VoteEscrowAbi, 'getDetails', {});
  const v = requireGetter(chain, escrow, VoteEscrowAbi, 'getVotingDetails', {});
  const e = requireGetter(chain, escrow, VoteEscrowAbi, 'getCurrentEpochDetails', {});
  const s = requireGetter(chain, escrow, VoteEscrowAbi, 'distributionSchedule', {});
  const w = requireGetter(chain, escrow, VoteEscrowAbi, 'gaugeWhitelist', {});
  const a = requireGetter(chain, escrow, VoteEscrowAbi, 'gaugeDaoApproved', {});
  const votes = requireGetter(chain, escrow, VoteEscrowAbi, 'currentVotingVotes', {});
  const n = requireGetter(chain, escrow, VoteEscrowAbi, 'getNormalizedVoting', {});
  const str = (x: string | number | bigint) => BigInt(x).toString();
  return {
    qube: d._qube,
    minLock: Number(d._qubeMinLockTime),
    maxLock: Number(d._qubeMaxLockTime),
    whitelistPrice: str(d._gaugeWhitelistPrice),
    qubeBalance: str(d._qubeBalance),
    veQubeBalance: str(d._veQubeBalance),
    distributionSupply: str(d._distributionSupply),
    emissionDebt: str(d._emissionDebt),
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
    totalVotes: str(e._currentVotingTotalVotes),
    schedule: s.distributionSchedule.map(str),
    chainTime: chain.now(),
    voting: {
      whitelist: w.gaugeWhitelist.filter(([, ok]) => ok).map(([g]) => g),
      approved: a.gaugeDaoApproved.filter(([, ok]) => ok).map(([g]) => g),
      votes: pairs(votes.currentVotingVotes),
      normalized: pairs(n._normalizedVotes),
      distribution: pairs(n._distribution),
      treasury: str(n.to_distribute_treasury),
      team: str(n.to_distribute_team),
      emissionDebt: str(n._emissionDebt),
    },
  };
}
