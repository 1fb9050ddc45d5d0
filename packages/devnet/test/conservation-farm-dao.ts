/**
 * The farming and governance operations of the conservation property test (conservation.test.ts): old farm pool
 * deposits, withdrawals and claims; QUBE locks in the vote escrow and withdrawals; epoch votes and their end (the
 * epoch's QUBE paid to the gauges); proposals with a
 * candidate action, votes on them, queue and execute, cancel, and both unlocks. Amounts range from nothing to more
 * than held, lock times include refused ones, so refusals and bounces run as often as successes.
 */
import fc from 'fast-check';
import { ExternalRejected, type DevnetImpl } from '../src/devnet';
import { tokenBalance } from '../src/seed/dex-actions';
import { claimFromFarm, depositToFarm, withdrawFromFarm } from '../src/seed/farm-actions';
import { SEED_FARMS } from '../src/seed/farms';
import { endVoting, lockQube, veState, voteEpoch, withdrawVe } from '../src/seed/dao-actions';
import {
  cancelProposal,
  candidateAction,
  castVote,
  daoRootState,
  propose,
  proposalExternal,
  proposalStateOf,
  tryUnlockCastedVotes,
  tryUnlockVoteTokens,
} from '../src/seed/proposal-actions';
import { SEED_GAUGES } from '../src/seed/gauges';

const DAY = 86_400;
/** Farms users can deposit into (the awaiting one has no rewards yet; deposits still count). */
const FARMS = SEED_FARMS.map((f) => f.name);

export type FarmDaoOp =
  | { op: 'farmDeposit'; who: number; farm: number; perMille: number }
  | { op: 'farmWithdraw'; who: number; farm: number; perMille: number }
  | { op: 'farmClaim'; who: number; farm: number }
  | { op: 'veLock'; who: number; perMille: number; lockDays: number }
  | { op: 'veWithdraw'; who: number }
  | { op: 'epochVote'; who: number; gauge: number; perMille: number }
  | { op: 'epochEnd'; who: number }
  | { op: 'propose'; who: number; gauge: number; remove: boolean }
  | { op: 'proposalVote'; who: number; proposal: number; support: boolean; reason: boolean }
  | { op: 'proposalQueue'; proposal: number; execute: boolean }
  | { op: 'proposalCancel'; who: number; proposal: number }
  | { op: 'proposalUnlock'; who: number; proposal: number; casted: boolean };

export const FARM_DAO_KINDS = 12;

export function farmDaoOperation(users: number, share: fc.Arbitrary<number>): fc.Arbitrary<FarmDaoOp> {
  const who = fc.integer({ min: 0, max: users - 1 });
  const farm = fc.integer({ min: 0, max: FARMS.length - 1 });
  const gauge = fc.integer({ min: 0, max: SEED_GAUGES.length - 1 });
  const proposal = fc.nat();
  return fc.oneof(
    fc.record({ op: fc.constant('farmDeposit' as const), who, farm, perMille: share }),
    fc.record({ op: fc.constant('farmWithdraw' as const), who, farm, perMille: share }),
    fc.record({ op: fc.constant('farmClaim' as const), who, farm }),
    // 0 and 2000 days are outside the lock limits (refunded); 1460 gives full voting power (quorum reachable)
    fc.record({
      op: fc.constant('veLock' as const),
      who,
      perMille: share,
      lockDays: fc.constantFrom(0, 7, 8, 1460, 2000),
    }),
    fc.record({ op: fc.constant('veWithdraw' as const), who }),
    fc.record({ op: fc.constant('epochVote' as const), who, gauge, perMille: share }),
    fc.record({ op: fc.constant('epochEnd' as const), who }),
    fc.record({ op: fc.constant('propose' as const), who, gauge, remove: fc.boolean() }),
    fc.record({ op: fc.constant('proposalVote' as const), who, proposal, support: fc.boolean(), reason: fc.boolean() }),
    fc.record({ op: fc.constant('proposalQueue' as const), proposal, execute: fc.boolean() }),
    fc.record({ op: fc.constant('proposalCancel' as const), who, proposal }),
    fc.record({ op: fc.constant('proposalUnlock' as const), who, proposal, casted: fc.boolean() }),
  );
}

const part = (amount: bigint, perMille: number) => (amount * BigInt(perMille)) / 1000n;

/** Runs one farming or governance operation for `users[o.who]`. */
export async function runFarmDao(d: DevnetImpl, users: string[], o: FarmDaoOp): Promise<void> {
  const a = d.addresses();
  const ve = a.voteEscrow!;
  const dao = a.daoRoot!;
  const qube = a['token:QUBE']!;
  const farmOf = (k: number) => {
    const f = SEED_FARMS[k]!;
    return { pool: a[`farm:${f.name}`]!, lp: a[`lp:${f.lp}`]!, rewards: f.rewards.length };
  };
  // one of the three newest proposals (the ones still in their minutes-long periods), or 1 (unknown: refused)
  const proposalId = (n: number) => {
    const count = daoRootState(d, dao).proposalCount;
    return count === 0 ? 1 : count - (n % Math.min(count, 3));
  };
  switch (o.op) {
    case 'farmDeposit': {
      const { pool, lp, rewards } = farmOf(o.farm);
      const user = users[o.who]!;
      await depositToFarm(d, user, lp, pool, part(tokenBalance(d, lp, user), o.perMille), rewards);
      return;
    }
    case 'farmWithdraw': {
      const { pool, lp, rewards } = farmOf(o.farm);
      // a share of the pool's deposits: often more than this user has (refused)
      await withdrawFromFarm(d, users[o.who]!, pool, part(tokenBalance(d, lp, pool) / 20n, o.perMille), rewards);
      return;
    }
    case 'farmClaim': {
      const { pool, rewards } = farmOf(o.farm);
      await claimFromFarm(d, users[o.who]!, pool, rewards);
      return;
    }
    case 'veLock': {
      const user = users[o.who]!;
      await lockQube(d, user, qube, ve, part(tokenBalance(d, qube, user), o.perMille) / 4n, o.lockDays * DAY);
      return;
    }
    case 'veWithdraw':
      await withdrawVe(d, users[o.who]!, ve);
      return;
    case 'epochVote': {
      const gauge = a[`gauge:${SEED_GAUGES[o.gauge]!.lp}`]!;
      const total = veState(d, ve).veQubeBalance;
      await voteEpoch(d, users[o.who]!, ve, [[gauge, part(total / 100n, o.perMille)]]);
      return;
    }
    case 'epochEnd':
      // anyone may finish voting; before the vote's end it is refused (VotingEndRevert)
      await endVoting(d, users[o.who]!, ve);
      return;
    case 'propose': {
      const gauge = a[`gauge:${SEED_GAUGES[o.gauge]!.lp}`]!;
      const action = candidateAction(ve, o.remove ? 'removeGaugeDAO' : 'approveGaugeDAO', gauge);
      const description = JSON.stringify({ title: 'conservation', link: 'https://example.org', description: '' });
      await propose(d, users[o.who]!, dao, description, [action]);
      return;
    }
    case 'proposalVote': {
      // a voter waits for voting to open (at most the voting delay)
      const id = proposalId(o.proposal);
      const p = proposalStateOf(d, dao, id);
      if (p && d.now() <= p.startTime) d.chain.clock.advance(p.startTime + 1 - d.now());
      await castVote(d, users[o.who]!, ve, id, o.support, o.reason ? 'because' : '');
      return;
    }
    case 'proposalQueue': {
      // whoever queues or executes waits for the voting end or the execution time (minutes)
      const id = proposalId(o.proposal);
      const p = proposalStateOf(d, dao, id);
      const at = p && (o.execute ? p.executionTime : p.endTime + 1);
      if (at && d.now() < at && at - d.now() <= 600) d.chain.clock.advance(at - d.now());
      await proposalExternal(d, dao, id, o.execute ? 'execute' : 'queue').catch(refusedExternal);
      return;
    }
    case 'proposalCancel':
      await cancelProposal(d, users[o.who]!, dao, proposalId(o.proposal));
      return;
    case 'proposalUnlock': {
      const user = users[o.who]!;
      const id = proposalId(o.proposal);
      if (o.casted) await tryUnlockCastedVotes(d, user, ve, [id]);
      else await tryUnlockVoteTokens(d, user, ve, id);
      return;
    }
  }
}

/** An external message the contract does not accept is not a transaction (nothing moves); anything else is a bug. */
function refusedExternal(error: unknown): void {
  if (!(error instanceof ExternalRejected)) throw error;
}

/** What the farming and governance operations reached (their success paths ran, not only the refusals). */
export function farmDaoReached(d: DevnetImpl) {
  const a = d.addresses();
  const states = d.accounts();
  const proposals = states
    .filter((x) => x.kind === 'Proposal')
    .map(
      (x) =>
        x.state as { forVotes: bigint; againstVotes: bigint; queued: boolean; executed: boolean; canceled: boolean },
    );
  const veAccounts = states.filter((x) => x.kind === 'VoteEscrowAccount').length;
  const farmUsers = states.filter((x) => x.kind === 'FarmUserData').length;
  return {
    proposals: proposals.length,
    voted: proposals.filter((p) => p.forVotes + p.againstVotes > 0n).length,
    queued: proposals.filter((p) => p.queued).length,
    executed: proposals.filter((p) => p.executed).length,
    canceled: proposals.filter((p) => p.canceled).length,
    veAccounts,
    farmUsers,
    veQube: veState(d, a.voteEscrow!).qubeBalance,
    epoch: veState(d, a.voteEscrow!).currentEpoch,
    totalVotes: veState(d, a.voteEscrow!).totalVotes,
  };
}
