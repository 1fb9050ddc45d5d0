/**
 * VoteEscrow epoch voting (dao `VoteEscrowEpochVoting.tsol`): start of voting (`startVoting` or the first
 * `voteEpoch`), votes through the user's account (`processVoteEpoch` → `finishVote` or `revertVote`), and
 * `endVoting`, which counts, normalizes and distributes the epoch's QUBE to the gauges (each opens a reward round of
 * the new epoch) and starts the next epoch.
 */
import { callOf, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { Flag } from '../../engine/constants';
import { emitEvent, type TypedHandlers } from '../../engine/typed-model';
import { senderOf } from '../../engine/must';
import { ensure } from '../../engine/types';
import { big } from '../tip3';
import { encodeQubeRoundPayload } from '../gauge/payload';
import { VeErrors, VeGas } from './constants';
import { countVotes, distribute, normalizeVotes } from './math';
import {
  accountOf,
  type Ctx,
  isActive,
  mapOut,
  type Meta,
  onlyAccount,
  reserveRoot,
  returnGas,
  sendQube,
  type VoteEscrowState,
} from './root-core';

/** Starts the vote if it can (emits VotingStart) or says it runs already; throws 2003/2004/2005 otherwise. */
function tryStartVoting(ctx: Ctx, callId: number) {
  const s = ctx.state;
  if (s.votingStart !== 0) {
    emitEvent(ctx, VoteEscrowAbi, 'VotingStartedAlready', { call_id: callId, start: s.votingStart, end: s.votingEnd });
    return;
  }
  ensure(s.initialized, VeErrors.NOT_INITIALIZED);
  ensure(s.currentEpoch - 1 < s.schedule.length, VeErrors.LAST_EPOCH);
  ensure(ctx.now >= s.epochStart + s.timeBeforeVoting, VeErrors.TOO_EARLY_FOR_VOTING);
  s.votingStart = ctx.now;
  s.votingEnd = ctx.now + s.votingTime;
  emitEvent(ctx, VoteEscrowAbi, 'VotingStart', { call_id: callId, start: s.votingStart, end: s.votingEnd });
}

/** Gas endVoting needs (`calculateGasForEndVoting`); it divides by the min ratio, so a ratio of 0 throws. */
export function endVotingGas(s: VoteEscrowState) {
  ensure(s.gaugeMinVotesRatio > 0, VeErrors.DIVISION_BY_ZERO);
  return VeGas.endVoting(s.gaugesNum, s.gaugeMinVotesRatio);
}

/** Removes a gauge from the whitelist and the DAO approval (downtime, owner or DAO). */
export function removeGauge(ctx: Ctx, gauge: string, callId: number) {
  const s = ctx.state;
  if (!s.whitelist.includes(gauge)) return;
  s.whitelist = s.whitelist.filter((g) => g !== gauge);
  s.daoApproved = s.daoApproved.filter((g) => g !== gauge);
  delete s.downtimes[gauge];
  s.gaugesNum -= 1;
  emitEvent(ctx, VoteEscrowAbi, 'GaugeDAORemoveApprove', { call_id: callId, gauge });
  emitEvent(ctx, VoteEscrowAbi, 'GaugeRemoveWhitelist', { call_id: callId, gauge });
}

/** The three passes for the current votes (also the `getNormalizedVoting` preview). */
export function epochOutcome(s: VoteEscrowState) {
  const params = {
    minRatio: s.gaugeMinVotesRatio,
    maxRatio: s.gaugeMaxVotesRatio,
    maxDowntime: s.gaugeMaxDowntime,
    normalizing: s.votingNormalizing,
  };
  const votes = new Map(Object.entries(s.votes));
  const counted = countVotes(s.whitelist, votes, new Map(Object.entries(s.downtimes)), s.totalVotes, params);
  const normalized = normalizeVotes(counted, s.totalVotes, params);
  const total = s.schedule[s.currentEpoch - 1] ?? 0n;
  const distribution = distribute(
    total,
    s.scheme,
    s.emissionDebt,
    normalized.votes,
    normalized.overflow,
    s.totalVotes,
    s.votingNormalizing,
  );
  return { counted, normalized, distribution, total };
}

function endVoting(ctx: Ctx, meta: Meta) {
  const s = ctx.state;
  const callId = Number(meta.call_id);
  ensure(s.distributionSupply >= (s.schedule[s.currentEpoch - 1] ?? 0n), VeErrors.LOW_DISTRIBUTION_BALANCE);
  reserveRoot(ctx);
  if (ctx.value < endVotingGas(s) || s.votingStart === 0 || ctx.now < s.votingEnd) {
    emitEvent(ctx, VoteEscrowAbi, 'VotingEndRevert', { call_id: callId });
    return returnGas(ctx, meta.send_gas_to);
  }
  const { counted, normalized, distribution: d, total } = epochOutcome(s);
  const ended = s.currentEpoch;
  s.votingStart = 0;
  s.votingEnd = 0;
  s.currentEpoch += 1;
  s.epochStart = Math.max(s.epochEnd, ctx.now);
  s.epochEnd = s.epochStart + s.epochTime;
  s.downtimes = Object.fromEntries(counted.downtimes);
  for (const gauge of counted.removed) removeGauge(ctx, gauge, callId);
  emitEvent(ctx, VoteEscrowAbi, 'VotingEnd', {
    call_id: callId,
    votes: mapOut(normalized.votes),
    total_votes: s.totalVotes,
    treasury_votes: normalized.overflow,
    new_epoch: s.currentEpoch,
    new_epoch_start: s.epochStart,
    new_epoch_end: s.epochEnd,
  });
  const round = encodeQubeRoundPayload(s.epochStart, s.epochTime);
  for (const [gauge, amount] of d.gauges) sendQube(ctx, amount, gauge, meta.send_gas_to, round, true);
  s.treasuryTokens += d.treasury;
  s.teamTokens += d.team;
  s.emissionDebt = d.emissionDebt;
  s.distributionSupply -= total;
  s.votes = {};
  s.totalVotes = 0n;
  emitEvent(ctx, VoteEscrowAbi, 'EpochDistribution', {
    call_id: callId,
    epoch_num: ended,
    farming_distribution: mapOut(d.gauges),
    team_tokens: d.team,
    treasury_tokens: d.treasury,
    total_distributed: total,
    emission_debt: d.emissionDebt,
  });
  returnGas(ctx, meta.send_gas_to);
}

export const votingHandlers: Omit<TypedHandlers<VoteEscrowState, typeof VoteEscrowAbi>, 'constructor'> = {
  startVoting(ctx, i) {
    ensure(ctx.value >= VeGas.MIN_MSG_VALUE, VeErrors.LOW_MSG_VALUE);
    reserveRoot(ctx);
    tryStartVoting(ctx, Number(i.meta.call_id));
    returnGas(ctx, i.meta.send_gas_to);
  },
  voteEpoch(ctx, i) {
    const s = ctx.state;
    ensure(isActive(s), VeErrors.NOT_ACTIVE);
    ensure(
      ctx.value >= VeGas.MIN_MSG_VALUE + VeGas.PER_VOTE_GAUGE * BigInt(s.maxGaugesPerVote),
      VeErrors.LOW_MSG_VALUE,
    );
    if (s.votingStart === 0) tryStartVoting(ctx, Number(i.meta.call_id));
    ensure(s.votingStart !== 0, VeErrors.VOTING_NOT_STARTED);
    ensure(ctx.now <= s.votingEnd, VeErrors.VOTING_ENDED);
    for (const [gauge] of i.votes) {
      ensure(s.whitelist.includes(gauge) && s.daoApproved.includes(gauge), VeErrors.GAUGE_NOT_WHITELISTED);
    }
    ensure(i.votes.length <= s.maxGaugesPerVote, VeErrors.MAX_GAUGES_PER_VOTE);
    reserveRoot(ctx);
    const user = senderOf(ctx);
    if (!s.accounts.includes(user)) {
      emitEvent(ctx, VoteEscrowAbi, 'VoteRevert', { call_id: i.meta.call_id, user });
      return returnGas(ctx, i.meta.send_gas_to);
    }
    ctx.send({
      to: accountOf(ctx, user),
      flag: Flag.ALL_NOT_RESERVED,
      bounce: true,
      call: callOf(VoteEscrowAccountAbi, 'processVoteEpoch', {
        voteEpoch: s.currentEpoch,
        votes: i.votes,
        meta: i.meta,
      }),
    });
  },
  finishVote(ctx, i) {
    onlyAccount(ctx, i.user);
    const s = ctx.state;
    reserveRoot(ctx);
    if (s.votingEnd === 0 || ctx.now > s.votingEnd) {
      emitEvent(ctx, VoteEscrowAbi, 'VoteRevert', { call_id: i.meta.call_id, user: i.user });
      return returnGas(ctx, i.meta.send_gas_to);
    }
    for (const [gauge, raw] of i.votes) {
      const v = big(raw);
      s.votes[gauge] = (s.votes[gauge] ?? 0n) + v;
      s.totalVotes += v;
    }
    emitEvent(ctx, VoteEscrowAbi, 'Vote', { call_id: i.meta.call_id, user: i.user, votes: i.votes });
    returnGas(ctx, i.meta.send_gas_to);
  },
  revertVote(ctx, i) {
    onlyAccount(ctx, i.user);
    reserveRoot(ctx);
    emitEvent(ctx, VoteEscrowAbi, 'VoteRevert', { call_id: i.meta.call_id, user: i.user });
    returnGas(ctx, i.meta.send_gas_to);
  },
  endVoting(ctx, i) {
    endVoting(ctx, i.meta);
  },
};
