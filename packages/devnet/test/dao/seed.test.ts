/** The default seed's DAO: finished epochs with votes and distributions, voting open, locks, candidates. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { abiJson, DaoRootAbi, GaugeAbi, VoteEscrowAbi, VoteEscrowAccountAbi } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { createDevnet } from '../../src';
import { SEED_GAUGES } from '../../src/seed/gauges';
import { DAO_CANDIDATES, DAO_LOCKS, DAO_PARAMS } from '../../src/seed/dao-config';
import { TRADER_NAMES, seededWallet } from '../../src/market/actions';
import { DAO_TICKS, daoTick, keepEpochs } from '../../src/market/dao';
import { veAccountOf, veAccountState } from '../../src/seed/dao-actions';
import { proposalStateName, proposalStateOf } from '../../src/seed/proposal-actions';
import { DAO_PROPOSAL_CONFIG } from '../../src/seed/dao-config';
import { impl } from '../dex/helpers';

const VE = abiJson(VoteEscrowAbi);
const ACC = abiJson(VoteEscrowAccountAbi);
let d: ReturnType<typeof impl>;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openDatabase();
  const devnet = await createDevnet({ db: handle.db, seed: 1 });
  d = impl(devnet);
  close = async () => {
    await devnet.close();
    await handle.close();
  };
}, 120_000);
afterAll(() => close());

it('seeds finished epochs, an open vote, locks and the three kinds of candidate', () => {
  const a = d.addresses();
  const ve = a.voteEscrow!;
  const epoch = d.get(ve, VE, 'getCurrentEpochDetails');
  expect(Number(epoch._currentEpoch)).toBeGreaterThanOrEqual(4);
  const now = d.now();
  expect(Number(epoch._currentVotingStartTime)).toBeGreaterThan(0);
  expect(Number(epoch._currentVotingEndTime)).toBeGreaterThan(now);
  const details = d.get(ve, VE, 'getDetails');
  expect(details._initialized).toBe(true);
  expect(BigInt(String(details._treasuryTokens))).toBeGreaterThan(0n);
  const whitelist = (d.get(ve, VE, 'gaugeWhitelist').gaugeWhitelist as [string, boolean][]).map(([g]) => g);
  const approved = (d.get(ve, VE, 'gaugeDaoApproved').gaugeDaoApproved as [string, boolean][]).map(([g]) => g);
  for (const g of SEED_GAUGES) {
    expect(whitelist).toContain(a[`gauge:${g.lp}`]);
    expect(approved).toContain(a[`gauge:${g.lp}`]);
  }
  expect(whitelist).toContain(a[`gauge:${DAO_CANDIDATES.pending}`]);
  expect(approved).not.toContain(a[`gauge:${DAO_CANDIDATES.pending}`]);
  expect(whitelist).not.toContain(a[`gauge:${DAO_CANDIDATES.removed}`]);
  for (const name of new Set(DAO_LOCKS.map((l) => l.account))) {
    const acc = d.get(veAccountOf(d, ve, a[`account:${name}`]!), ACC, 'calculateVeAverage');
    const unlocked = BigInt(String(acc._unlockedQubes));
    const ve_ = BigInt(String(acc._veQubeBalance));
    if (name === 'Dave') {
      // the 14-day lock ended (its QUBE unlocked); the 150 QUBE locked for a year give 150 × 365 / 1460 ve
      expect(unlocked).toBe(2_000n * 10n ** 9n);
      expect(ve_).toBe(37_500_000_000n);
    } else expect(ve_, name).toBeGreaterThan(0n);
  }
});

it('seeds a proposal in every state, Alice with votes and a threshold to unlock, the configuration put back', () => {
  const a = d.addresses();
  const root = a.daoRoot!;
  const states = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => proposalStateName(d, root, id));
  expect(states).toEqual(['Executed', 'Failed', 'Canceled', 'Expired', 'Succeeded', 'Queued', 'Active', 'Pending']);
  expect(proposalStateOf(d, root, 9)).toBeUndefined();
  // the queued one can be executed now; the active one votes for days
  const queued = proposalStateOf(d, root, 6)!;
  expect(queued.executionTime).toBeLessThanOrEqual(d.now());
  expect(proposalStateOf(d, root, 7)!.endTime - d.now()).toBeGreaterThan(5 * 86_400);
  const config = d.get(root, abiJson(DaoRootAbi), 'proposalConfiguration').proposalConfiguration as Record<
    string,
    unknown
  >;
  expect(Number(config.votingPeriod)).toBe(DAO_PROPOSAL_CONFIG.votingPeriod);
  expect(Number(config.gracePeriod)).toBe(DAO_PROPOSAL_CONFIG.gracePeriod);
  const alice = d.get(veAccountOf(d, ve(a), a['account:Alice']!), ACC, 'casted_votes').casted_votes as unknown[];
  expect(alice.length).toBe(3);
  const locked = d.get(veAccountOf(d, ve(a), a['account:Alice']!), ACC, 'lockedTokens').value0;
  expect(BigInt(String(locked))).toBe(DAO_PROPOSAL_CONFIG.threshold);
  const bob = d.get(veAccountOf(d, ve(a), a['account:Bob']!), ACC, 'casted_votes').casted_votes as [string, boolean][];
  expect(bob.map(([id]) => Number(id))).not.toContain(1);
});
const ve = (a: Record<string, string>) => a.voteEscrow!;

it('the background market keeps the epochs going: traders lock, vote, finish voting and the next vote starts', async () => {
  const a = d.addresses();
  const ve = a.voteEscrow!;
  const traders = TRADER_NAMES.map((name) => seededWallet(d, name));
  const epoch = () => d.get(ve, VE, 'getCurrentEpochDetails');
  const before = epoch();
  const number = Number(before._currentEpoch);
  // a lock tick gives a trader voting power; the next tick spends it on the active candidates
  expect(await daoTick(d, traders, DAO_TICKS - 1)).toBe(true);
  expect(await daoTick(d, traders, DAO_TICKS)).toBe(true);
  const lastVoted = (t: string) => veAccountState(d, ve, t)?.lastEpochVoted ?? 0;
  const voted = traders.filter((t) => lastVoted(t) === number);
  expect(voted).toHaveLength(1);
  // nothing more to do until the vote ends
  expect(await keepEpochs(d, traders, ve)).toBe(false);
  const gauge = a[`gauge:${SEED_GAUGES[0]!.lp}`]!;
  const rounds = () => (d.get(gauge, abiJson(GaugeAbi), 'getRewardDetails')._qubeRewardRounds as unknown[]).length;
  const roundsBefore = rounds();
  await d.advanceClock(Number(before._currentVotingEndTime) - d.now() + 1);
  expect(await keepEpochs(d, traders, ve)).toBe(true);
  const after = epoch();
  expect(Number(after._currentEpoch)).toBe(number + 1);
  expect(Number(after._currentVotingStartTime)).toBe(0);
  expect(rounds()).toBe(roundsBefore + 1);
  // the next epoch's vote starts once its time before voting has passed, and the trader votes again
  const wait = Number(after._currentEpochStartTime) + DAO_PARAMS.timeBeforeVoting - d.now();
  if (wait > 0) await d.advanceClock(wait);
  expect(await keepEpochs(d, traders, ve)).toBe(true);
  expect(Number(epoch()._currentVotingStartTime)).toBeGreaterThan(0);
  expect(await keepEpochs(d, traders, ve)).toBe(true);
  expect(lastVoted(voted[0]!)).toBe(number + 1);
});
