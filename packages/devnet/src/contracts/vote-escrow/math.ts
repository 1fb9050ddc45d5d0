/**
 * Pure vote-escrow math (dao `VoteEscrowHelpers.tsol`, `VoteEscrowEpochVoting.tsol`): the ve mint, the end-of-voting
 * count and normalize passes and the epoch distribution. All amounts are bigints; ratios and the scheme are in basis
 * points. The root runs the three passes in one transaction (the contract splits them over self-messages of at most
 * 35 gauges each; the results are the same).
 */
import { BPS } from './constants';

/** ve = ⌊amount · min(lock, maxLock) / maxLock⌋, constant until the lock ends (no linear decay). */
export function veMint(amount: bigint, lockTime: number, maxLockTime: number): bigint {
  if (maxLockTime <= 0) return 0n;
  return (amount * BigInt(Math.min(lockTime, maxLockTime))) / BigInt(maxLockTime);
}

export interface VotingParams {
  minRatio: number;
  maxRatio: number;
  maxDowntime: number;
  /** 0 overflowDistribution (default), 1 overflowTreasury, 2 overflowReserve. */
  normalizing: number;
}

export interface CountResult {
  /** Votes per gauge after the count (capped at max; entries below min removed). */
  votes: Map<string, bigint>;
  exceeded: bigint;
  valid: bigint;
  /** Downtimes after the count; gauges that reached the max downtime are in `removed`. */
  downtimes: Map<string, number>;
  removed: string[];
}

/** Min and max votes a gauge may get: ⌊T·ratio/10000⌋; min is 1 when T = 0 and minRatio > 0. */
export function voteBounds(total: bigint, p: Pick<VotingParams, 'minRatio' | 'maxRatio'>) {
  let min = (total * BigInt(p.minRatio)) / BPS;
  if (total === 0n && p.minRatio > 0) min = 1n;
  return { min, max: (total * BigInt(p.maxRatio)) / BPS };
}

/** Pass 1: walks the whitelist (not the voted set), like the contract. */
export function countVotes(
  whitelist: string[],
  votes: Map<string, bigint>,
  downtimes: Map<string, number>,
  total: bigint,
  p: VotingParams,
): CountResult {
  const { min, max } = voteBounds(total, p);
  const out = new Map(votes);
  const downs = new Map(downtimes);
  const removed: string[] = [];
  let exceeded = 0n;
  let valid = 0n;
  for (const gauge of whitelist) {
    const v = out.get(gauge) ?? 0n;
    if (v < min) {
      exceeded += v;
      out.delete(gauge);
      const d = (downs.get(gauge) ?? 0) + 1;
      downs.set(gauge, d);
      if (d >= p.maxDowntime) removed.push(gauge);
    } else if (v > max) {
      exceeded += v - max;
      out.set(gauge, max);
      downs.set(gauge, 0);
    } else {
      valid += v;
      downs.set(gauge, 0);
    }
  }
  return { votes: out, exceeded, valid, downtimes: downs, removed };
}

/**
 * Pass 2: the exceeded votes are spread over the gauges below max in proportion to their votes (one pass, floor),
 * anything pushed over max goes to `overflow`. A gauge at exactly max counts as valid and gets no bonus, so part of
 * the exceeded votes lands nowhere (trap 10).
 */
export function normalizeVotes(counted: CountResult, total: bigint, p: VotingParams) {
  const { max } = voteBounds(total, p);
  const votes = new Map(counted.votes);
  const valid = p.normalizing === 0 ? counted.valid : 0n;
  const exceeded = counted.exceeded;
  if (valid === 0n || exceeded === 0n) return { votes, overflow: exceeded };
  let overflow = 0n;
  for (const [gauge, v] of votes) {
    if (v >= max) continue;
    const next = v + (v * exceeded) / valid;
    if (next > max) {
      overflow += next - max;
      votes.set(gauge, max);
    } else votes.set(gauge, next);
  }
  return { votes, overflow };
}

export interface Distribution {
  gauges: Map<string, bigint>;
  /** Farming part (with the emission debt). */
  farming: bigint;
  treasury: bigint;
  team: bigint;
  /** New emission debt (mode 2 only). */
  emissionDebt: bigint;
  /** Farming tokens that went to no bucket (rounding and the max-votes bonus share). */
  dust: bigint;
}

/** Pass 3: gauge g gets ⌊farming·v_g/T⌋ (T the raw total); the overflow share goes to treasury (or the debt). */
export function distribute(
  total: bigint,
  scheme: readonly number[],
  emissionDebt: bigint,
  votes: Map<string, bigint>,
  overflow: bigint,
  totalVotes: bigint,
  normalizing: number,
): Distribution {
  const farming = (total * BigInt(scheme[0] ?? 0)) / BPS + emissionDebt;
  const gauges = new Map<string, bigint>();
  let paid = 0n;
  if (totalVotes > 0n) {
    for (const [gauge, v] of votes) {
      const amount = (farming * v) / totalVotes;
      if (amount > 0n) gauges.set(gauge, amount);
      paid += amount;
    }
  }
  const overflowTokens = totalVotes > 0n ? (farming * overflow) / totalVotes : farming;
  const toDebt = normalizing === 2;
  const treasury = (total * BigInt(scheme[1] ?? 0)) / BPS + (toDebt ? 0n : overflowTokens);
  const team = (total * BigInt(scheme[2] ?? 0)) / BPS;
  return {
    gauges,
    farming,
    treasury,
    team,
    emissionDebt: toDebt ? overflowTokens : 0n,
    dust: farming - paid - overflowTokens,
  };
}
