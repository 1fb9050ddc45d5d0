/**
 * VoteEscrow rules with the real contract's error codes (reference dao-proposals.md §6): approveGaugeDAO and
 * removeGaugeDAO (owner or DAO, 3003; a whitelisted gauge, 2009; removal needs an approval entry, 2009), a min votes
 * ratio of 0 (calculateGasForEndVoting divides by it), and an end of voting after the epoch's end starting the next
 * epoch at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abiJson, callOf, VoteEscrowAbi, VoteEscrowAbiJson } from '@tycho/abi';
import { openDatabase } from '@tycho/db';
import { createDevnet } from '../../src';
import { sha256 } from '../../src/engine/codec';
import { TYCHO } from '../../src/engine/constants';
import type { DevnetImpl } from '../../src/devnet';
import { VeErrors } from '../../src/contracts/vote-escrow/constants';
import {
  daoCall,
  endVoting,
  lockQube,
  topUpDistribution,
  veOwnerCall,
  veState,
  voteEpoch,
} from '../../src/seed/dao-actions';
import { devAccountsStep, tokensStep } from '../../src/seed/steps';
import { eventsOf, impl, lastLt, mint } from '../dex/helpers';

const VE = abiJson(VoteEscrowAbi);
const DAY = 86_400;
const Q = 10n ** 9n;
const PARAMS = {
  _epoch_time: 10 * DAY,
  _time_before_voting: DAY,
  _voting_time: 5 * DAY,
  _gauge_min_votes_ratio: 1000,
  _gauge_max_votes_ratio: 6000,
  _gauge_max_downtime: 2,
  _max_gauges_per_vote: 2,
};

describe('vote escrow rules', () => {
  let d: DevnetImpl;
  let close: () => Promise<void>;
  let ve: string;
  let owner: string;
  let dao: string;
  let qube: string;
  let gauges: string[];
  const exitOf = async (sent: { transaction: { outMessages: { hash: string }[] } }) => {
    const tx = await d.findTransaction(sent.transaction.outMessages[0]!.hash);
    return tx?.aborted ? tx.exitCode : undefined;
  };

  beforeAll(async () => {
    const handle = await openDatabase();
    const devnet = await createDevnet({ db: handle.db, seed: 41, steps: [devAccountsStep, tokensStep] });
    d = impl(devnet);
    const a = d.addresses();
    close = async () => {
      await devnet.close();
      await handle.close();
    };
    owner = (await d.createFundedWallet('rules owner', 1000n * TYCHO)).address;
    dao = (await d.createFundedWallet('rules dao', 1000n * TYCHO)).address;
    qube = a['token:QUBE']!;
    const init = { randomNonce: sha256('ve rules'), gaugeFactory: '', autoDaoApprove: false };
    ve = d.addressOf('VoteEscrow', init);
    const sent = await d.sendFrom(a.giver!, ve, {
      value: 50n * TYCHO,
      deploy: { kind: 'VoteEscrow', init },
      call: { abi: VoteEscrowAbiJson, method: 'constructor', params: { _owner: owner, _qube: qube, _dao: dao } },
    });
    await sent.settled;
    await veOwnerCall(d, owner, ve, 'setVotingParams', PARAMS);
    await veOwnerCall(d, owner, ve, 'setDistributionScheme', { _new_scheme: [7000, 2000, 1000] });
    await veOwnerCall(d, owner, ve, 'setDistribution', { _new_distribution: [1000n * Q, 1000n * Q] });
    await veOwnerCall(d, owner, ve, 'setQubeLockTimeLimits', { new_min: 7 * DAY, new_max: 100 * DAY });
    await veOwnerCall(d, owner, ve, 'setWhitelistPrice', { new_price: 100n * Q });
    await veOwnerCall(d, owner, ve, 'initialize', { start_offset: 0 });
    await mint(d, qube, owner, 10_000n * Q);
    await topUpDistribution(d, owner, qube, ve, 2000n * Q);
    gauges = [];
    for (const n of ['r1', 'r2']) {
      const g = (await d.createFundedWallet(n, TYCHO)).address;
      await veOwnerCall(d, owner, ve, 'addToWhitelist', { gauge: g });
      gauges.push(g);
    }
  }, 60_000);
  afterAll(() => close());

  it('approveGaugeDAO and removeGaugeDAO: owner or DAO only (3003), a whitelisted gauge (2009)', async () => {
    const [g1] = gauges;
    const stranger = (await d.createFundedWallet('rules stranger', 10n * TYCHO)).address;
    expect(await exitOf(await daoCall(d, stranger, ve, 'approveGaugeDAO', g1!))).toBe(VeErrors.NOT_DAO_ROOT);
    expect(await exitOf(await daoCall(d, dao, ve, 'approveGaugeDAO', stranger))).toBe(VeErrors.GAUGE_NOT_WHITELISTED);
    // whitelisted by the owner but never approved: no approval entry, the removal is refused and nothing changes
    expect(await exitOf(await daoCall(d, dao, ve, 'removeGaugeDAO', g1!))).toBe(VeErrors.GAUGE_NOT_WHITELISTED);
    expect(veState(d, ve).whitelist).toContain(g1);
    expect(await exitOf(await daoCall(d, dao, ve, 'approveGaugeDAO', g1!))).toBeUndefined();
    expect(veState(d, ve).daoApproved).toContain(g1);
    const lt = lastLt(d);
    expect(await exitOf(await daoCall(d, dao, ve, 'removeGaugeDAO', g1!))).toBeUndefined();
    expect(await eventsOf(d, ve, VE, 'GaugeRemoveWhitelist', lt)).toHaveLength(1);
    expect(veState(d, ve).whitelist).not.toContain(g1);
    expect(veState(d, ve).daoApproved).not.toContain(g1);
  });

  it('a min votes ratio of 0 makes the end-of-voting gas a division by zero: endVoting throws', async () => {
    await veOwnerCall(d, owner, ve, 'setVotingParams', { ...PARAMS, _gauge_min_votes_ratio: 0 });
    expect(() => d.get(ve, VE, 'calculateGasForEndVoting')).toThrow();
    const sent = await d.sendFrom(owner, ve, {
      value: 20n * TYCHO,
      bounce: true,
      call: callOf(VoteEscrowAbi, 'endVoting', { meta: { call_id: 1, nonce: 0, send_gas_to: owner } }),
    });
    await sent.settled;
    expect(await exitOf(sent)).toBe(VeErrors.DIVISION_BY_ZERO);
    await veOwnerCall(d, owner, ve, 'setVotingParams', PARAMS);
    expect(BigInt(String(d.get(ve, VE, 'calculateGasForEndVoting').min_gas))).toBeGreaterThan(0n);
  });

  it('an end of voting after the epoch end starts the next epoch at once (start = now)', async () => {
    const voter = (await d.createFundedWallet('rules voter', 100n * TYCHO)).address;
    await mint(d, qube, voter, 1000n * Q);
    await lockQube(d, voter, qube, ve, 1000n * Q, 50 * DAY);
    const s = veState(d, ve);
    expect(s.initialized).toBe(true);
    d.chain.clock.advance(s.epochStart + DAY + 1 - d.now());
    // votes go to whitelisted and DAO-approved gauges only
    await daoCall(d, dao, ve, 'approveGaugeDAO', gauges[1]!);
    expect(await exitOf(await voteEpoch(d, voter, ve, [[gauges[1]!, 100n * Q]]))).toBeUndefined();
    // three days past the epoch's end
    d.chain.clock.advance(s.epochEnd + 3 * DAY - d.now());
    const lt = lastLt(d);
    const sent = d.now(); // the clock follows real time too: a loaded machine can pass a second before the read
    await endVoting(d, voter, ve, 2);
    const [end] = await eventsOf(d, ve, VE, 'VotingEnd', lt);
    const start = Number(end!.data.new_epoch_start);
    expect(start).toBeGreaterThanOrEqual(sent);
    expect(start).toBeLessThanOrEqual(d.now());
    expect(Number(end!.data.new_epoch_end)).toBe(start + PARAMS._epoch_time);
    expect(Number(end!.data.new_epoch_start)).toBeGreaterThan(s.epochEnd);
  });
});
