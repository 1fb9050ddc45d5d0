/**
 * Seed steps of the DAO. `daoSetupStep` runs before the history: the VoteEscrow (address `voteEscrow`, owner
 * `daoOwner`, DAO the DaoRoot `daoRoot` with `DAO_PROPOSAL_CONFIG`) with the devnet params (`dao-config.ts`), the seeded gauges (deployed here so the epochs
 * can pay them) whitelisted and approved, and a history hook that initializes the first epoch on day 0, locks the
 * dev accounts' QUBE and then runs the epochs day by day: voting starts, the dev accounts vote, voting ends and the
 * epoch's QUBE reaches the gauges. `daoStep` runs last: voting is open in the current epoch.
 */
import { sha256 } from '../engine/codec';
import { TYCHO } from '../engine/constants';
import { deterministicKeyPair } from '../engine/keys';
import { at } from '../engine/must';
import { VoteEscrowAbiJson } from '@tycho/abi';
import { DAO_CANDIDATES, DAO_LOCKS, DAO_PARAMS, DAO_PROPOSAL_CONFIG, DAO_VOTES } from './dao-config';
import { daoRootAddressOf, deployDaoRoot } from './proposal-actions';
import {
  daoCall,
  endVoting,
  lockQube,
  startVoting,
  topUpDistribution,
  veAccountState,
  veOwnerCall,
  veState,
  voteEpoch,
} from './dao-actions';
import { deploySeedGauges, mintTo, SEED_GAUGES } from './gauges';
import { HISTORY_DAYS } from './history-config';
import { deployViaGiver, type SeedContext, seeded, type SeedStep } from './steps';
import { units } from './tokens';

const DAY = 86_400;
const qube = (n: number) => units(n, 9);

async function wallet(ctx: SeedContext, name: string) {
  const { publicKey } = deterministicKeyPair(`${ctx.seed}:account:${name}`);
  return deployViaGiver(ctx, 'EverWallet', { publicKey, name }, 10_000n * TYCHO);
}

async function configure(ctx: SeedContext, ve: string, owner: string) {
  const d = ctx.devnet;
  const p = DAO_PARAMS;
  await veOwnerCall(d, owner, ve, 'setVotingParams', {
    _epoch_time: p.epochTime,
    _time_before_voting: p.timeBeforeVoting,
    _voting_time: p.votingTime,
    _gauge_min_votes_ratio: p.gaugeMinVotesRatio,
    _gauge_max_votes_ratio: p.gaugeMaxVotesRatio,
    _gauge_max_downtime: p.gaugeMaxDowntime,
    _max_gauges_per_vote: p.maxGaugesPerVote,
  });
  await veOwnerCall(d, owner, ve, 'setDistributionScheme', { _new_scheme: [...p.scheme] });
  const budget = qube(p.epochBudget);
  await veOwnerCall(d, owner, ve, 'setDistribution', { _new_distribution: Array(p.epochs).fill(budget) });
  await veOwnerCall(d, owner, ve, 'setWhitelistPrice', { new_price: qube(p.whitelistPrice) });
  await veOwnerCall(d, owner, ve, 'setQubeLockTimeLimits', {
    new_min: p.minLockDays * DAY,
    new_max: p.maxLockDays * DAY,
  });
}

/** Each voter's ve split by the epoch's shares (voters without ve or with a vote already are skipped). */
async function voteAll(ctx: SeedContext, ve: string, gauges: string[], epoch: number) {
  const d = ctx.devnet;
  for (const [name, table] of Object.entries(DAO_VOTES)) {
    const user = seeded(ctx.addresses, `account:${name}`);
    const acc = veAccountState(d, ve, user);
    if (!acc || acc.lastEpochVoted >= epoch) continue;
    const shares = at(table, epoch % table.length, `DAO vote shares of ${name}`);
    const power = Object.values(acc.deposits)
      .filter((x) => x.createdAt + x.lockTime > d.now())
      .reduce((a, x) => a + BigInt(x.veAmount), 0n);
    if (power === 0n) continue;
    const votes = gauges
      .map((g, k) => [g, (power * BigInt(at(shares, k, `DAO vote share of ${name}`))) / 100n] as [string, bigint])
      .filter(([, v]) => v > 0n);
    await voteEpoch(d, user, ve, votes);
  }
}

/** One history day of the DAO: the state decides (start and vote, or end), so day lengths may drift. */
async function daoDay(ctx: SeedContext, day: number, last: number) {
  const d = ctx.devnet;
  const ve = seeded(ctx.addresses, 'voteEscrow');
  const owner = seeded(ctx.addresses, 'daoOwner');
  const qubeRoot = seeded(ctx.addresses, 'token:QUBE');
  if (day === 0) {
    await veOwnerCall(d, owner, ve, 'initialize', { start_offset: 0 });
    const supply = qube(DAO_PARAMS.epochBudget * DAO_PARAMS.epochs);
    await mintTo(ctx, qubeRoot, owner, supply);
    await topUpDistribution(d, owner, qubeRoot, ve, supply);
    for (const l of DAO_LOCKS) {
      await lockQube(d, seeded(ctx.addresses, `account:${l.account}`), qubeRoot, ve, qube(l.amount), l.lockDays * DAY);
    }
    return;
  }
  const s = veState(d, ve);
  const gauges = SEED_GAUGES.map((g) => seeded(ctx.addresses, `gauge:${g.lp}`));
  if (s.votingStart !== 0 && d.now() >= s.votingEnd) {
    await endVoting(d, owner, ve);
    // the last epoch of the history: the extra candidates join before its vote
    if (day >= last - 3) await candidates(ctx, ve, owner);
  } else if (s.votingStart === 0 && d.now() >= s.epochStart + s.timeBeforeVoting) {
    await voteAll(ctx, ve, gauges, s.currentEpoch);
  }
}

/** Pending DAO (whitelisted by the owner, not approved) and Not active (whitelisted, approved, then removed). */
async function candidates(ctx: SeedContext, ve: string, owner: string) {
  const d = ctx.devnet;
  const s = veState(d, ve);
  const pending = seeded(ctx.addresses, `gauge:${DAO_CANDIDATES.pending}`);
  const removed = seeded(ctx.addresses, `gauge:${DAO_CANDIDATES.removed}`);
  if (s.whitelist.includes(pending) || s.votingStart !== 0) return;
  await veOwnerCall(d, owner, ve, 'addToWhitelist', { gauge: pending });
  await veOwnerCall(d, owner, ve, 'addToWhitelist', { gauge: removed });
  // removeGaugeDAO needs an approval entry (2009 otherwise): approved first, as a DAO that changed its mind
  await daoCall(d, owner, ve, 'approveGaugeDAO', removed);
  await daoCall(d, owner, ve, 'removeGaugeDAO', removed);
}

export const daoSetupStep: SeedStep = {
  name: 'dao setup',
  async run(ctx) {
    const owner = await wallet(ctx, 'daoOwner');
    ctx.addresses.daoOwner = owner;
    const gaugeFactory = ctx.devnet.addressOf('GaugeFactory', { randomNonce: sha256(`${ctx.seed}:gauge-factory`) });
    const init = { randomNonce: sha256(`${ctx.seed}:vote-escrow`), gaugeFactory, autoDaoApprove: false };
    // the VoteEscrow's DAO is the DaoRoot: executed candidate proposals approve or remove candidates
    const daoRoot = daoRootAddressOf(ctx.devnet, ctx.devnet.addressOf('VoteEscrow', init));
    const ve = await deployViaGiver(ctx, 'VoteEscrow', init, 50n * TYCHO, {
      abi: VoteEscrowAbiJson,
      params: { _owner: owner, _qube: seeded(ctx.addresses, 'token:QUBE'), _dao: daoRoot },
    });
    ctx.addresses.daoRoot = await deployDaoRoot(ctx.devnet, ctx.giver, ve, owner, DAO_PROPOSAL_CONFIG);
    ctx.addresses.voteEscrow = ve;
    await configure(ctx, ve, owner);
    await deploySeedGauges(ctx, [DAO_CANDIDATES.pending, DAO_CANDIDATES.removed]);
    for (const g of SEED_GAUGES) {
      const gauge = seeded(ctx.addresses, `gauge:${g.lp}`);
      await veOwnerCall(ctx.devnet, owner, ve, 'addToWhitelist', { gauge });
      await daoCall(ctx.devnet, owner, ve, 'approveGaugeDAO', gauge);
    }
    (ctx.historyDay ??= []).push((day) => daoDay(ctx, day, HISTORY_DAYS - 1));
  },
};

/** The network starts with voting open in the current epoch (a new user can vote at once). */
export const daoStep: SeedStep = {
  name: 'dao',
  async run(ctx) {
    const d = ctx.devnet;
    const ve = seeded(ctx.addresses, 'voteEscrow');
    const s = veState(d, ve);
    if (s.votingStart === 0 && d.now() >= s.epochStart + s.timeBeforeVoting) await startVoting(d, ctx.giver, ve);
  },
};
