/** VoteEscrow getters (dao `VoteEscrowHelpers.tsol`, the public maps and `getNormalizedVoting`). */
import type { VoteEscrowAbi } from '@tycho/abi';
import { ZERO_ADDRESS } from '@tycho/abi';
import type { TypedGetters } from '../../engine/typed-model';
import { veMint } from './math';
import {
  decodeVePayload,
  encodeVeDepositPayload,
  encodeVeDistributionPayload,
  encodeVeWhitelistPayload,
} from './payload';
import { accountOf, mapOut, veAverageAt, type VoteEscrowState } from './root-core';
import { endVotingGas, epochOutcome } from './root-voting';

const flags = (list: string[]) => list.map((g) => [g, true] as const);

export const veGetters: TypedGetters<VoteEscrowState, typeof VoteEscrowAbi> = {
  getDetails: (s) => ({
    _owner: s.owner,
    _manager: ZERO_ADDRESS,
    _qube: s.qube,
    _dao: s.dao,
    _qubeWallet: s.qubeWallet || ZERO_ADDRESS,
    _treasuryTokens: s.treasuryTokens,
    _teamTokens: s.teamTokens,
    _qubeBalance: s.qubeBalance,
    _veQubeBalance: s.veQubeBalance,
    _lastUpdateTime: s.lastUpdateTime,
    _distributionSupply: s.distributionSupply,
    _qubeMinLockTime: s.qubeMinLockTime,
    _qubeMaxLockTime: s.qubeMaxLockTime,
    _gaugeWhitelistPrice: s.gaugeWhitelistPrice,
    _whitelistPayments: s.whitelistPayments,
    _emissionDebt: s.emissionDebt,
    _initialized: s.initialized,
    _paused: s.paused,
    _emergency: s.emergency,
  }),
  /**
   * The total veQUBE's time-average brought up to now (no state change): what a GaugeAccount passes to its
   * `pendingReward` and what `getVeAverage` answers an account at an action. The balance includes the ve of expired
   * locks until their accounts burn it, like the contract's.
   */
  calculateAverage: (s, _i, env) => {
    const a = veAverageAt(s, env.now);
    return {
      _lastUpdateTime: a.lastUpdateTime,
      _veQubeBalance: s.veQubeBalance,
      _veQubeAverage: a.veQubeAverage,
      _veQubeAveragePeriod: a.veQubeAveragePeriod,
    };
  },
  getCurrentEpochDetails: (s) => ({
    _currentEpoch: s.currentEpoch,
    _currentEpochStartTime: s.epochStart,
    _currentEpochEndTime: s.epochEnd,
    _currentVotingStartTime: s.votingStart,
    _currentVotingEndTime: s.votingEnd,
    _currentVotingTotalVotes: s.totalVotes,
  }),
  getVotingDetails: (s) => ({
    _epochTime: s.epochTime,
    _votingTime: s.votingTime,
    _timeBeforeVoting: s.timeBeforeVoting,
    _gaugeMaxVotesRatio: s.gaugeMaxVotesRatio,
    _gaugeMinVotesRatio: s.gaugeMinVotesRatio,
    _gaugeMaxDowntime: s.gaugeMaxDowntime,
    _votingNormalizing: s.votingNormalizing,
    _maxGaugesPerVote: s.maxGaugesPerVote,
    _gaugesNum: s.gaugesNum,
  }),
  getGaugeVotes: (s, i) => ({ value0: s.votes[i.gauge] ?? 0n }),
  isGaugeWhitelisted: (s, i) => ({ value0: s.whitelist.includes(i.gauge) }),
  calculateVeMint: (s, i) => ({ ve_amount: veMint(BigInt(i.qube_amount), Number(i.lock_time), s.qubeMaxLockTime) }),
  calculateGasForEndVoting: (s) => ({ min_gas: endVotingGas(s) }),
  encodeDepositPayload: (_s, i) => ({
    payload: encodeVeDepositPayload(i.deposit_owner, Number(i.lock_time), Number(i.nonce), Number(i.call_id)),
  }),
  decodeDepositPayload: (_s, i) => {
    const p = decodeVePayload(i.additional_payload);
    return p?.type === 0
      ? { deposit_owner: p.owner, lock_time: p.lockTime }
      : { deposit_owner: ZERO_ADDRESS, lock_time: 0 };
  },
  encodeWhitelistPayload: (_s, i) => ({
    payload: encodeVeWhitelistPayload(i.whitelist_addr, Number(i.nonce), Number(i.call_id)),
  }),
  decodeWhitelistPayload: (_s, i) => {
    const p = decodeVePayload(i.additional_payload);
    return { whitelist_addr: p?.type === 1 ? p.gauge : ZERO_ADDRESS };
  },
  encodeDistributionPayload: (_s, i) => ({ payload: encodeVeDistributionPayload(Number(i.nonce), Number(i.call_id)) }),
  getVoteEscrowAccountAddress: (_s, i, env) => ({ value0: accountOf(env, i.user) }),
  distributionScheme: (s) => ({ distributionScheme: s.scheme }),
  distributionSchedule: (s) => ({ distributionSchedule: s.schedule }),
  gaugeWhitelist: (s) => ({ gaugeWhitelist: flags(s.whitelist) }),
  gaugeDaoApproved: (s) => ({ gaugeDaoApproved: flags(s.daoApproved) }),
  currentVotingVotes: (s) => ({ currentVotingVotes: mapOut(s.votes) }),
  gaugeDowntimes: (s) => ({ gaugeDowntimes: Object.entries(s.downtimes).map(([g, d]) => [g, d] as const) }),
  getNormalizedVoting: (s) => {
    const { normalized, distribution: d, total } = epochOutcome(s);
    return {
      _votes: mapOut(s.votes),
      _normalizedVotes: mapOut(normalized.votes),
      _distribution: mapOut(d.gauges),
      to_distribute_total: total,
      to_distribute_team: d.team,
      to_distribute_treasury: d.treasury,
      _emissionDebt: d.emissionDebt,
    };
  },
};
